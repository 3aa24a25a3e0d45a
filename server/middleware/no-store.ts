// Cache-Control: no-store for answers that carry tokens or personal data (accounts, staff, the own events):
// no cache keeps them, the browser's included. The /api default (private, no-cache) is for everything else.
import type {MiddlewareHandler} from 'hono';

/** Sets `Cache-Control: no-store` on every answer of the routes it is used on, refusals included. */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // On c.res.headers: c.header() after the handler would turn a ready byte body into a stream.
    c.res.headers.set('Cache-Control', 'no-store');
  };
}
