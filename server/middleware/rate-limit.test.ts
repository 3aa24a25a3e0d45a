// The limiter with a fake clock: counts per key, resets after the window, scales with RATE_LIMIT_FACTOR.
import {Hono} from 'hono';
import {describe, expect, it} from 'vitest';
import type {ServerConfig} from '../config.ts';
import {createRateLimiter, rateLimit} from './rate-limit.ts';

function fakeDeps(rateLimitFactor = 1) {
  const clock = {now: 1_000_000};
  return {clock, deps: {config: {rateLimitFactor} as ServerConfig, now: () => clock.now}};
}

describe('createRateLimiter', () => {
  it('allows `limit` hits per key per window, then says when to retry', () => {
    const {clock, deps} = fakeDeps();
    const limiter = createRateLimiter({name: 'test', limit: 3, windowMs: 60_000, deps});
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true]);
    clock.now += 15_000;
    expect(limiter.hit('a')).toEqual({allowed: false, remaining: 0, retryAfterSeconds: 45});
    expect(limiter.hit('b').allowed).toBe(true);
    clock.now += 45_000;
    expect(limiter.hit('a')).toMatchObject({allowed: true, remaining: 2});
  });

  it('multiplies the limit by RATE_LIMIT_FACTOR and forgets a key on reset', () => {
    const {deps} = fakeDeps(2.5);
    const limiter = createRateLimiter({name: 'test', limit: 2, windowMs: 1000, deps});
    const results = Array.from({length: 6}, () => limiter.hit('k').allowed);
    expect(results).toEqual([true, true, true, true, true, false]);
    limiter.reset('k');
    expect(limiter.hit('k').allowed).toBe(true);
  });
});

describe('rateLimit middleware', () => {
  it('answers 429 JSON with Retry-After over the limit', async () => {
    const {deps} = fakeDeps();
    const app = new Hono().post(
      '/',
      rateLimit({name: 'test', limit: 1, windowMs: 60_000, deps, key: (c) => c.req.header('X-Who') ?? ''}),
      (c) => c.json({success: true}),
    );
    const send = (who: string) => app.request('/', {method: 'POST', headers: {'X-Who': who}});
    expect((await send('x')).status).toBe(200);
    const blocked = await send('x');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('60');
    expect(await blocked.json()).toEqual({
      success: false,
      statusCode: 429,
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect((await send('y')).status).toBe(200);
  });
});
