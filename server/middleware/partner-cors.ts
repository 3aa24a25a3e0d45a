// CORS for /api (ASVS 14.5.3): anyone may read public GETs; the site may write; a registered partner's page
// may make one write only, the volunteer widget's application (issue 19 #12): a partner page that is
// compromised, or a partner gone rogue, cannot sign people up for events, change profiles or reach staff
// routes with a visitor's token. The private areas (accounts, staff, donors) grant no other origin at all,
// not even a read (issue 54 #10): their answers are a person's data.
import type {Context, MiddlewareHandler} from 'hono';
import {API_MESSAGES} from '../../core/messages/index.ts';
import type {AppDeps} from '../app-deps.ts';
import {fail} from '../http/answers.ts';

/** The 403 message for a write from an origin that is not a registered partner. */
export const NOT_A_PARTNER_MESSAGE = API_MESSAGES.notAPartner;
/** The 403 message for a partner's write to anything but the application. */
export const PARTNER_WRITE_MESSAGE = API_MESSAGES.partnerWriteOnly;

/** The one write a partner's page may make: the application (widgets/nard-volunteer-form/use-application.ts). */
export const PARTNER_WRITE = {method: 'POST', path: '/api/auth/signup'} as const;
const isPartnerWrite = (method: string, path: string) =>
  method === PARTNER_WRITE.method && path === PARTNER_WRITE.path;

/**
 * The one write any page may make: a gift pledge from <nard-donate> (issue 22). It moves no money, reads
 * nothing back and takes no credentials, so a page that is not a partner gains nothing by sending it.
 */
const OPEN_WRITE = {method: 'POST', path: '/api/gifts'} as const;
const isOpenWrite = (method: string, path: string) =>
  method === OPEN_WRITE.method && path === OPEN_WRITE.path;

/**
 * The areas that answer with a person's data or act for them: only the site's own origins get a grant
 * there, whatever the method (the application, {@link PARTNER_WRITE}, keeps its own rule).
 */
const PRIVATE_AREAS = ['/api/auth', '/api/me', '/api/staff', '/api/donor'];
const isPrivate = (path: string) =>
  PRIVATE_AREAS.some((area) => path === area || path.startsWith(`${area}/`));

const READ_METHODS = new Set(['GET', 'HEAD']);
const ALLOWED_HEADERS = 'Content-Type, Authorization, Idempotency-Key';
const WRITE_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

// The site's origins come from PUBLIC_URL, never the Host header, which a client sets; partners from the
// partner_origins table, read on every write so an add or remove counts from the next request on, in
// every instance (PARTNER_ORIGINS seeded the table at start).

/** The foundation's own site origins: PUBLIC_URL, and in development the loopback names of its port. */
/** The registered partner sites (content's site settings keep them; staff edit them in the console). */
type PartnerOrigins = {isPartnerOrigin(origin: string): Promise<boolean>};

export function siteOrigins(config: AppDeps['config']): string[] {
  const site = [config.publicUrl];
  if (!config.publicUrlFromEnv) {
    const port = new URL(config.publicUrl).port;
    site.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`);
  }
  return site;
}

// A read's preflight passes for anyone. A write's preflight names the origin only where that origin may
// write, and on the application for every origin: an unlisted page may then read the 403 its write gets
// (a partner-to-be sees why), and nothing is written, because the write is refused here. Elsewhere the
// preflight carries no grant, so the browser never sends the write at all.
async function answerPreflight(
  c: Context,
  deps: Pick<AppDeps<PartnerOrigins>, 'config' | 'store'>,
  origin: string,
  requested: string,
): Promise<Response> {
  const isSite = siteOrigins(deps.config).includes(origin);
  const isPublicRead = READ_METHODS.has(requested) && !isPrivate(c.req.path);
  const granted =
    isPublicRead || isPartnerWrite(requested, c.req.path) || isOpenWrite(requested, c.req.path) || isSite;
  if (!granted) return c.body(null, 204);
  c.header('Access-Control-Allow-Origin', isPublicRead && !isSite ? '*' : origin);
  c.header('Access-Control-Allow-Methods', isPublicRead && !isSite ? 'GET, HEAD' : WRITE_METHODS);
  c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  c.header('Access-Control-Max-Age', '600');
  return c.body(null, 204);
}

/**
 * Browsers send Origin on every cross-origin request and on same-origin POSTs; requests without one
 * (curl, servers) are not a CSRF vector and pass. `Origin: null` (sandboxed frames, file://) never writes.
 */
export function partnerCors(deps: Pick<AppDeps<PartnerOrigins>, 'config' | 'store'>): MiddlewareHandler {
  return async (c, next) => {
    c.header('Vary', 'Origin', {append: true});
    const origin = c.req.header('Origin');
    const method = c.req.method;
    if (origin === undefined) return next();
    if (method === 'OPTIONS') {
      const requested = (c.req.header('Access-Control-Request-Method') ?? 'GET').toUpperCase();
      return answerPreflight(c, deps, origin, requested);
    }
    const path = c.req.path;
    const isSite = siteOrigins(deps.config).includes(origin);
    if (isPrivate(path) && !isPartnerWrite(method, path)) {
      if (!isSite) {
        // No grant: the browser keeps the answer (or the write's refusal) from the page.
        if (READ_METHODS.has(method)) return next();
        const partner = await deps.store.isPartnerOrigin(origin);
        return fail(c, 403, partner ? PARTNER_WRITE_MESSAGE : NOT_A_PARTNER_MESSAGE);
      }
      c.header('Access-Control-Allow-Origin', origin);
    } else if (READ_METHODS.has(method)) {
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Access-Control-Expose-Headers', 'Retry-After');
      return next();
    } else {
      c.header('Access-Control-Allow-Origin', origin);
      if (!isSite && !isOpenWrite(method, path)) {
        if (!(await deps.store.isPartnerOrigin(origin))) return fail(c, 403, NOT_A_PARTNER_MESSAGE);
        if (!isPartnerWrite(method, path)) return fail(c, 403, PARTNER_WRITE_MESSAGE);
      }
    }
    c.header('Access-Control-Expose-Headers', 'Retry-After');
    await next();
  };
}
