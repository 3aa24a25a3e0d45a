// The whole HTTP app: middleware in order, then /api sub-apps, /demo, and the static site last.
import type {IncomingMessage} from 'node:http';
import {Hono} from 'hono';
import type {AppDeps} from './app-deps.ts';
import {type AuthOverrides, type AuthService, createAuthService} from './auth/auth-service.ts';
import {clientAddress} from './http/client-ip.ts';
import {type ContentCache, createContentCache} from './http/content-cache.ts';
import {answerError, apiNotFound} from './http/errors.ts';
import {languagesReady} from './http/language.ts';
import {jsonEncoding} from './middleware/json-encoding.ts';
import {jsonWrites} from './middleware/json-writes.ts';
import {refuseNul} from './middleware/no-nul.ts';
import {partnerCors} from './middleware/partner-cors.ts';
import {securityHeaders} from './middleware/security-headers.ts';
import {announcementsRoutes} from './routes/announcements.ts';
import {auditFileRoutes} from './routes/audit-files.ts';
import {auditReportsRoutes} from './routes/audit-reports.ts';
import {authRoutes} from './routes/auth.ts';
import {contactRoutes} from './routes/contact.ts';
import {contributorsRoutes} from './routes/contributors.ts';
import {demoRoutes} from './routes/demo.ts';
import {donorGiftRoutes} from './routes/donor-gifts.ts';
import {eventSignupRoutes, myEventRoutes} from './routes/event-signups.ts';
import {eventsRoutes} from './routes/events.ts';
import {expendituresRoutes} from './routes/expenditures.ts';
import {giftRoutes} from './routes/gifts.ts';
import {healthRoutes} from './routes/health.ts';
import {myAccountRoutes} from './routes/my-account.ts';
import {myDataRoutes} from './routes/my-data.ts';
import {myGiftRoutes} from './routes/my-gifts.ts';
import {myPasskeyRoutes} from './routes/my-passkeys.ts';
import {mySessionRoutes} from './routes/my-sessions.ts';
import {myTwoStepRoutes} from './routes/my-two-step.ts';
import {projectsRoutes} from './routes/projects.ts';
import {publicConfigRoutes} from './routes/public-config.ts';
import {staffRoutes} from './routes/staff/staff-routes.ts';
import {staticSiteRoutes} from './routes/static-site.ts';

/** The API under /api: CORS and body rules first, then one sub-app per resource. */
function apiApp(deps: AppDeps, cache: ContentCache, auth: AuthService): Hono {
  const api = new Hono();
  // A NUL in the path or query is refused first, before any route reads a parameter.
  api.use(refuseNul(), partnerCors(deps), jsonWrites(), jsonEncoding());
  api.use(async (c, next) => {
    await next();
    // Answers carry changing data: browsers revalidate, shared caches keep nothing. Personal data is no-store
    // (middleware/no-store.ts on accounts, staff and the own events).
    // Set on c.res.headers: c.header() after the handler would turn a ready byte body into a stream.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-cache');
  });
  api.route('/auth', authRoutes(deps, auth));
  api.route('/contributors', contributorsRoutes(deps, cache));
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
  api.route('/me', myAccountRoutes(deps, auth));
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
export function createApp(deps: AppDeps, options: AppOptions = {}): Hono {
  // One auth service per app: its keys, limiters and hourly pruning are shared by every route.
  const auth = createAuthService(deps, options.auth);
  const app = new Hono();
  app.onError(answerError);
  app.notFound(apiNotFound);
  app.use(clientAddress(deps.config.trustProxy));
  // Answers in Chinese, Malay or Tamil wait once for the catalogue; English ones never do.
  app.use('/api/*', languagesReady());
  // GET content answers are built once per content version and replayed whole (http/content-cache.ts).
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
