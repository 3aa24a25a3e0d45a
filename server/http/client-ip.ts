// The client's address for rate limits. With TRUST_PROXY = N (proxies we run in front of us), the address
// is the one N hops back along X-Forwarded-For; entries further left are written by the client and could
// be forged. With N = 0 (the default) X-Forwarded-For is ignored and the TCP peer is the client.
import {isIP} from 'node:net';
import {getConnInfo} from '@hono/node-server/conninfo';
import type {Context, MiddlewareHandler} from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    clientIp: string;
  }
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The address `hops` trusted proxies back: the peer for 0, else the entry `hops` from the right of
 * X-Forwarded-For (each proxy appends the address it received from). Fewer entries than hops: the leftmost.
 * @example forwardedClient('203.0.113.9, 10.0.0.2', '10.0.0.3', 1) // '10.0.0.2'
 */
export function forwardedClient(header: string | undefined, peer: string, hops: number): string {
  if (hops === 0 || !header) return peer;
  const chain = header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (chain.length === 0) return peer;
  const candidate = chain[Math.max(0, chain.length - hops)]!;
  // A proxy we trust writes plain addresses; anything else means the header was not written by it.
  return isIP(candidate) ? candidate.toLowerCase() : peer;
}

/** Middleware that works out the client's address once per request (TRUST_PROXY hops). */
export function clientAddress(trustProxy: number): MiddlewareHandler {
  return async (c, next) => {
    c.set('clientIp', forwardedClient(c.req.header('X-Forwarded-For'), peerAddress(c), trustProxy));
    await next();
  };
}

/**
 * The client's address as `clientAddress` found it; the TCP peer when that middleware did not run,
 * and 'unknown' when the request did not come through a socket (in-process tests).
 */
export function clientIp(c: Context): string {
  return c.get('clientIp') ?? peerAddress(c);
}
