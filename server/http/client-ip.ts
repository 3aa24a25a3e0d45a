// The peer address of the TCP connection; X-Forwarded-For is not trusted because clients can forge it.
import {getConnInfo} from '@hono/node-server/conninfo';
import type {Context} from 'hono';

/** The client's IP address, or 'unknown' when the request did not come through a socket (in-process tests). */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
