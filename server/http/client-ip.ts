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

// Expands an IPv6 address to its eight hextets (lower case, no leading zeros), or null when it is not one.
function hextets(address: string): string[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.toLowerCase().replace(/%.*$/, '');
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes its two hextets.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((part) => Number.parseInt(part, 16).toString(16));
}

/**
 * What rate limits count a client by: an IPv4 address itself; an IPv6 address by its /64 network, since one
 * home or phone gets a whole /64 and can use a fresh address for every request (RFC 4291, RFC 8981). An
 * IPv4-mapped IPv6 address (::ffff:203.0.113.9) counts as the IPv4 address.
 * @example rateKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * @example rateKey('::ffff:203.0.113.9') // '203.0.113.9'
 */
export function rateKey(address: string): string {
  const parts = hextets(address);
  if (!parts) return address;
  if (parts.slice(0, 5).every((part) => part === '0') && parts[5] === 'ffff') {
    const [high, low] = [Number.parseInt(parts[6]!, 16), Number.parseInt(parts[7]!, 16)];
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${parts.slice(0, 4).join(':')}::/64`;
}

/** The rate-limit key of the request's client (`rateKey` of `clientIp`). */
export function clientKey(c: Context): string {
  return rateKey(clientIp(c));
}
