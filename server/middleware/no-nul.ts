// A NUL character (%00) in a path or query parameter is never meaningful here, and PostgreSQL refuses it in
// text (a 500 that also wrote the raw NUL to the log). One check for all of /api answers 400 before any route.
import type {MiddlewareHandler} from 'hono';
import {fail} from '../http/answers.ts';

/** The 400 message for a NUL in the address. */
export const NUL_MESSAGE = 'The address contains a NUL character (%00), which no part of this API accepts.';

/** True when the path or query, once percent-decoded, would hold a NUL. */
export function hasNul(url: string): boolean {
  const {pathname, search} = new URL(url);
  const raw = pathname + search;
  return raw.includes('\0') || /%00/i.test(raw);
}

/** Refuses any request whose path or query parameters carry a NUL with 400. */
export function refuseNul(): MiddlewareHandler {
  return async (c, next) => {
    if (hasNul(c.req.url)) return fail(c, 400, NUL_MESSAGE);
    await next();
  };
}
