// CORS for /api (ASVS 14.5.3): anyone may read public GETs; only the site and registered partners may write.
import type {Context, MiddlewareHandler} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import {fail} from '../http/answers.ts';

/** The 403 message for a write from an origin that is not a registered partner. */
export const NOT_A_PARTNER_MESSAGE = 'This site is not yet a registered partner of The Nard Foundation.';

const READ_METHODS = new Set(['GET', 'HEAD']);
const ALLOWED_HEADERS = 'Content-Type, Authorization, Idempotency-Key';
const WRITE_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

/**
 * The origins allowed to write: the site (PUBLIC_URL, never the Host header, which a client sets) and
 * partners (the partner_origins table). Without PUBLIC_URL (development) the listening port on any
 * loopback name counts as the site.
 */
async function mayWrite(
  {config, store}: Pick<AppDeps, 'config' | 'store'>,
  origin: string,
): Promise<boolean> {
  // Read on every write, so a partner staff add or remove counts from the next request on, in every
  // instance (PARTNER_ORIGINS seeded the table at start).
  return siteOrigins(config).includes(origin) || (await store.isPartnerOrigin(origin));
}

/** The foundation's own site origins: PUBLIC_URL, and in development the loopback names of its port. */
export function siteOrigins(config: AppDeps['config']): string[] {
  const site = [config.publicUrl];
  if (!config.publicUrlFromEnv) {
    const port = new URL(config.publicUrl).port;
    site.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`);
  }
  return site;
}

// An unlisted origin's preflight still passes, so that the browser lets its page read the 403 that the
// write itself gets: a partner-to-be sees why, and nothing is written, because the write is refused here.
function answerPreflight(c: Context, origin: string, requested: string): Response {
  const isRead = READ_METHODS.has(requested);
  c.header('Access-Control-Allow-Origin', isRead ? '*' : origin);
  c.header('Access-Control-Allow-Methods', isRead ? 'GET, HEAD' : WRITE_METHODS);
  c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
  c.header('Access-Control-Max-Age', '600');
  return c.body(null, 204);
}

/**
 * Browsers send Origin on every cross-origin request and on same-origin POSTs; requests without one
 * (curl, servers) are not a CSRF vector and pass. `Origin: null` (sandboxed frames, file://) never writes.
 */
export function partnerCors(deps: Pick<AppDeps, 'config' | 'store'>): MiddlewareHandler {
  return async (c, next) => {
    c.header('Vary', 'Origin', {append: true});
    const origin = c.req.header('Origin');
    const method = c.req.method;
    if (origin === undefined) return next();
    if (method === 'OPTIONS') {
      const requested = (c.req.header('Access-Control-Request-Method') ?? 'GET').toUpperCase();
      return answerPreflight(c, origin, requested);
    }
    if (READ_METHODS.has(method)) {
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Access-Control-Expose-Headers', 'Retry-After');
      return next();
    }
    c.header('Access-Control-Allow-Origin', origin);
    if (!(await mayWrite(deps, origin))) return fail(c, 403, NOT_A_PARTNER_MESSAGE);
    c.header('Access-Control-Expose-Headers', 'Retry-After');
    await next();
  };
}
