// The limiter over the real SQLite counters with a fake clock: counts per key, resets after the window,
// scales with RATE_LIMIT_FACTOR, is shared by two stores on one file, and words every 429 like Retry-After.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Hono} from 'hono';
import {afterEach, describe, expect, it} from 'vitest';
import type {ServerConfig} from '../config.ts';
import {openSqliteStore} from '../open-store.ts';
import type {Store} from '../store.ts';
import {createRateLimiter, rateLimit} from './rate-limit.ts';
import {REFUSAL_MEMORY_MS} from './refusal-memo.ts';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function openStores(count: number): Store[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'nard-rate-'));
  const file = path.join(dir, 'test.sqlite');
  const opened = Array.from({length: count}, () => openSqliteStore(file));
  cleanups.push(() => {
    for (const {close} of opened) close();
    rmSync(dir, {recursive: true, force: true});
  });
  return opened.map(({store}) => store);
}

function fakeDeps(rateLimitFactor = 1, store = openStores(1)[0]!) {
  const clock = {now: 1_000_000};
  return {clock, deps: {config: {rateLimitFactor} as ServerConfig, now: () => clock.now, store}};
}

describe('createRateLimiter', () => {
  it('stops writing once a key is over its limit, and asks the database again after a few seconds (issue 19 #6)', async () => {
    const store = openStores(1)[0]!;
    let writes = 0;
    const counted: Store = {
      ...store,
      hitRateCounter: (...args) => {
        writes++;
        return store.hitRateCounter(...args);
      },
    };
    const {clock, deps} = fakeDeps(1, counted);
    const limiter = createRateLimiter({name: 'test', limit: 3, windowMs: 60_000, deps});
    for (let i = 0; i < 4; i++) await limiter.hit('flood');
    expect(writes).toBe(4);
    const refused = [];
    for (let i = 0; i < 100; i++) refused.push(await limiter.hit('flood'));
    expect(writes).toBe(4);
    expect(refused.every((decision) => !decision.allowed && decision.retryAfterSeconds === 60)).toBe(true);
    // Other keys are still counted in the database.
    expect((await limiter.hit('someone-else')).allowed).toBe(true);
    expect(writes).toBe(5);
    // The database stays the source of truth: a few seconds on, it is asked again (and still refuses).
    clock.now += REFUSAL_MEMORY_MS;
    expect(await limiter.hit('flood')).toMatchObject({allowed: false, retryAfterSeconds: 55});
    expect(writes).toBe(6);
    // A reset in this process forgets the refusal at once.
    await limiter.reset('flood');
    expect((await limiter.hit('flood')).allowed).toBe(true);
  });

  it('allows `limit` hits per key per window, then says when to retry', async () => {
    const {clock, deps} = fakeDeps();
    const limiter = createRateLimiter({name: 'test', limit: 3, windowMs: 60_000, deps});
    const firstThree = [await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')];
    expect(firstThree.map((decision) => decision.allowed)).toEqual([true, true, true]);
    clock.now += 15_000;
    expect(await limiter.hit('a')).toEqual({allowed: false, count: 4, retryAfterSeconds: 45});
    expect((await limiter.hit('b')).allowed).toBe(true);
    expect(await limiter.peek('a')).toBe(4);
    clock.now += 45_000;
    expect(await limiter.peek('a')).toBe(0);
    expect(await limiter.hit('a')).toMatchObject({allowed: true, count: 1});
  });

  it('multiplies the limit by RATE_LIMIT_FACTOR and forgets a key on reset', async () => {
    const {deps} = fakeDeps(2.5);
    const limiter = createRateLimiter({name: 'test', limit: 2, windowMs: 1000, deps});
    const results: boolean[] = [];
    for (let i = 0; i < 6; i++) results.push((await limiter.hit('k')).allowed);
    expect(results).toEqual([true, true, true, true, true, false]);
    await limiter.reset('k');
    expect((await limiter.hit('k')).allowed).toBe(true);
  });

  it('counts together across processes on one database', async () => {
    const [one, two] = openStores(2);
    const clock = {now: 5_000_000};
    const config = {rateLimitFactor: 1} as ServerConfig;
    const options = {name: 'shared', limit: 3, windowMs: 60_000};
    const a = createRateLimiter({...options, deps: {config, now: () => clock.now, store: one!}});
    const b = createRateLimiter({...options, deps: {config, now: () => clock.now, store: two!}});
    const decisions = await Promise.all([a.hit('x'), b.hit('x'), a.hit('x'), b.hit('x')]);
    expect(decisions.map((decision) => decision.count).sort()).toEqual([1, 2, 3, 4]);
    expect(decisions.filter((decision) => !decision.allowed)).toHaveLength(1);
  });
});

describe('rateLimit middleware', () => {
  it('answers 429 saying how long to wait, in words that match Retry-After', async () => {
    const {clock, deps} = fakeDeps();
    const app = new Hono().post(
      '/',
      rateLimit({
        name: 'test',
        limit: 1,
        windowMs: 15 * 60_000,
        deps,
        key: (c) => c.req.header('X-Who') ?? '',
      }),
      (c) => c.json({success: true}),
    );
    const send = (who: string) => app.request('/', {method: 'POST', headers: {'X-Who': who}});
    expect((await send('x')).status).toBe(200);
    const blocked = await send('x');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('900');
    expect(await blocked.json()).toEqual({
      success: false,
      statusCode: 429,
      message: 'Too many tries. Please wait 15 minutes and try again.',
    });
    clock.now += 14 * 60_000 + 30_000;
    const late = await send('x');
    expect(late.headers.get('Retry-After')).toBe('30');
    expect(((await late.json()) as {message: string}).message).toBe(
      'Too many tries. Please wait 30 seconds and try again.',
    );
    expect((await send('y')).status).toBe(200);
  });
});
