// The whole HTTP app: middleware in order, then /api sub-apps, /demo, and the static site last.
import type {IncomingMessage} from 'node:http';
import {Hono} from 'hono';
import {type AuthOverrides, type AuthService, createAuthService} from './accounts/auth-service.ts';
import {authRoutes} from './accounts/routes/auth-routes.ts';
import {myAccountRoutes} from './accounts/routes/my-account-routes.ts';
import {myPasskeyRoutes} from './accounts/routes/my-passkey-routes.ts';
import {mySessionRoutes} from './accounts/routes/my-session-routes.ts';
import {myTwoStepRoutes} from './accounts/routes/my-two-step-routes.ts';
import type {AppDeps} from './app-deps.ts';
import {contactRoutes} from './applicants/routes/contact-routes.ts';
import {myApplicationRoutes} from './applicants/routes/my-application-routes.ts';
import {type ContentCache, createContentCache} from './content/cache/content-cache.ts';
import {announcementsRoutes} from './content/routes/announcement-routes.ts';
import {auditFileRoutes} from './content/routes/audit-file-routes.ts';
import {auditReportsRoutes} from './content/routes/audit-report-routes.ts';
import {contributorsRoutes} from './content/routes/contributor-routes.ts';
import {expendituresRoutes} from './content/routes/expenditure-routes.ts';
import {figuresRoutes} from './content/routes/figure-routes.ts';
import {projectsRoutes} from './content/routes/project-routes.ts';
import {publicConfigRoutes} from './content/routes/public-config-routes.ts';
import {eventsRoutes} from './events/routes/event-routes.ts';
import {eventSignupRoutes, myEventRoutes} from './events/routes/place-routes.ts';
import {donorGiftRoutes} from './gifts/routes/donor-gift-routes.ts';
import {myGiftRoutes} from './gifts/routes/my-gift-routes.ts';
import {giftRoutes} from './gifts/routes/pledge-routes.ts';
import {clientAddress} from './http/client-ip.ts';
import {answerError, apiNotFound} from './http/errors.ts';
import {healthRoutes} from './http/health-routes.ts';
import {languagesReady} from './http/language.ts';
import {LARGE_WRITES} from './large-writes.ts';
import {jsonEncoding} from './middleware/json-encoding.ts';
import {jsonWrites} from './middleware/json-writes.ts';
import {refuseNul} from './middleware/no-nul.ts';
import {partnerCors} from './middleware/partner-cors.ts';
import {securityHeaders} from './middleware/security-headers.ts';
import {deleteAccountRoutes} from './privacy/routes/delete-account-routes.ts';
import {myDataRoutes} from './privacy/routes/my-data-routes.ts';
import {staffRoutes} from './staff/staff-routes.ts';
import {demoRoutes} from './static/demo-routes.ts';
import {staticSiteRoutes} from './static/static-site-routes.ts';
import type {Store} from './store.ts';

/** The API under /api: CORS and body rules first, then one sub-app per resource. */
function apiApp(deps: AppDeps<Store>, cache: ContentCache, auth: AuthService): Hono {
  const api = new Hono();
  // A NUL in the path or query is refused first, before any route reads a parameter.
  api.use(refuseNul(), partnerCors(deps), jsonWrites(LARGE_WRITES), jsonEncoding());
  api.use(async (c, next) => {
    await next();
    // Answers carry changing data: browsers revalidate, shared caches keep nothing. Personal data is no-store
    // (middleware/no-store.ts on accounts, staff and the own events).
    // Set on c.res.headers: c.header() after the handler would turn a ready byte body into a stream.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-cache');
  });
  api.route('/auth', authRoutes(deps, auth));
  api.route('/contributors', contributorsRoutes(deps, cache));
  api.route('/figures', figuresRoutes(deps, cache));
  api.route('/expenditures', expendituresRoutes(deps, cache));
  api.route('/audit-reports', auditReportsRoutes(deps, cache));
  api.route('/projects', projectsRoutes(deps, cache));
  api.route('/announcements', announcementsRoutes(deps, cache));
  api.route('/events', eventsRoutes(deps, cache));
  api.route('/events', eventSignupRoutes(deps, auth));
  api.route('/me', myEventRoutes(deps, auth));
  api.route('/me', myGiftRoutes(deps, auth));
  api.route('/me', myTwoStepRoutes(deps, auth));
  api.route('/me', mySessionRoutes(deps, auth));
  api.route('/me', myPasskeyRoutes(auth));
  api.route('/me', myDataRoutes(deps, auth));
  api.route('/me', myAccountRoutes(auth));
  api.route('/me', myApplicationRoutes(deps, auth));
  api.route('/me', deleteAccountRoutes(deps, auth));
  api.route('/contact', contactRoutes(deps));
  api.route('/gifts', giftRoutes(deps));
  api.route('/donor', donorGiftRoutes(deps));
  api.route('/config', publicConfigRoutes(deps));
  api.route('/health', healthRoutes(deps));
  api.route('/staff', staffRoutes(deps, auth));
  api.all('*', apiNotFound);
  return api;
}

/** What a test may change in the app it builds: the auth service's hasher and wait. */
export type AppOptions = {auth?: AuthOverrides};

/** Builds the app from its dependencies; main.ts serves it, tests call `app.request()`. */
export function createApp(deps: AppDeps<Store>, options: AppOptions = {}): Hono {
  // One auth service per app: its keys, limiters and hourly pruning are shared by every route.
  // Gifts' records with a keeping period go in the same hourly round as the sign-in records: My gifts links,
  // and donors' ID numbers past theirs (issue 22; hourly is often enough for a yearly edge).
  const auth = createAuthService(deps, options.auth, [
    (now) => deps.store.pruneDonorAccess(now),
    (now) => deps.store.purgeTaxIds(now),
  ]);
  const app = new Hono();
  app.onError(answerError);
  app.notFound(apiNotFound);
  app.use(clientAddress(deps.config.trustProxy));
  // Answers in Chinese, Malay or Tamil wait once for the catalogue; English ones never do.
  app.use('/api/*', languagesReady());
  // GET content answers are built once per content version and replayed whole (content/cache/content-cache.ts).
  const cache = createContentCache(deps.store);
  app.use('/api/*', cache.record);
  app.use(securityHeaders());
  app.route('/api', apiApp(deps, cache, auth));
  app.route('/demo', demoRoutes(deps));
  app.route('/audit', auditFileRoutes(deps));
  app.route('/', staticSiteRoutes(deps));
  // A GET answered before for the current content version is sent again before any routing: the hit
  // costs neither the router nor a middleware (bench:api, issue 21). A miss takes the whole chain above.
  // node-server hands the IncomingMessage along (its headers already parsed, cheaper than the Request's).
  const routed = app.fetch;
  app.fetch = (request, env, ...rest) =>
    cache.replayed(request, (env as {incoming?: IncomingMessage} | undefined)?.incoming?.headers) ??
    routed(request, env, ...rest);
  return app;
}
