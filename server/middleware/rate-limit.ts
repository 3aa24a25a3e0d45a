// Fixed-window rate limits (ASVS 2.2.1 anti-automation), counted in the Store so every process on the
// database shares them: per client address on routes, per e-mail or per (e-mail, address) in auth.
import type {Context, MiddlewareHandler} from 'hono';
import {apiMessagesBook} from '../../core/messages/index.ts';
import type {AppDeps} from '../app-deps.ts';
import {fail} from '../http/answers.ts';
import {requestWords} from '../http/language.ts';
import type {RateCounterStore} from '../http/store/rate-counter-store.ts';
import {waitFor} from '../http/wait-words.ts';
import {createRefusalMemo} from './refusal-memo.ts';

export type RateLimiterOptions = {
  /** Names the limit; it prefixes every key, e.g. 'contact'. */
  name: string;
  /** Requests allowed per window before `config.rateLimitFactor` is applied. */
  limit: number;
  windowMs: number;
  /** The factor, the clock and the shared counters come from the app's dependencies. */
  deps: Pick<AppDeps<RateCounterStore>, 'config' | 'now' | 'store'>;
};

/** The outcome of one counted attempt. */
export type RateDecision = {allowed: boolean; count: number; retryAfterSeconds: number};

/**
 * A counter per key: `hit` counts one attempt, `peek` reads the count without counting, `reset` forgets a
 * key (e.g. after a successful login).
 */
export type RateLimiter = {
  hit(key: string): Promise<RateDecision>;
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
};

/** The limit after RATE_LIMIT_FACTOR, at least 1. */
export function scaledLimit(limit: number, deps: Pick<AppDeps, 'config'>): number {
  return Math.max(1, Math.floor(limit * deps.config.rateLimitFactor));
}

/**
 * A limiter for keys only known after parsing the body (e.g. per e-mail).
 * @example
 * const perEmail = createRateLimiter({name: 'send-otp-email', limit: 3, windowMs: 15 * 60_000, deps});
 * const decision = await perEmail.hit(emailKey);
 * if (!decision.allowed) return tooManyRequests(c, decision);
 */
export function createRateLimiter({name, limit, windowMs, deps}: RateLimiterOptions): RateLimiter {
  const max = scaledLimit(limit, deps);
  const refusals = createRefusalMemo();
  return {
    async hit(key) {
      const now = deps.now();
      // Over its limit already: refused from memory, so a flood of refused requests writes nothing.
      const until = refusals.refusedUntil(key, now);
      if (until !== null)
        return {allowed: false, count: max + 1, retryAfterSeconds: secondsUntil(until, now)};
      const {count, resetAt} = await deps.store.hitRateCounter(`${name}:${key}`, windowMs, now);
      const allowed = count <= max;
      if (!allowed) refusals.remember(key, resetAt, now);
      return {allowed, count, retryAfterSeconds: secondsUntil(resetAt, now)};
    },
    async peek(key) {
      return (await deps.store.peekRateCounter(`${name}:${key}`, deps.now())).count;
    },
    async reset(key) {
      refusals.forget(key);
      await deps.store.forgetRateCounters(`${name}:${key}`);
    },
  };
}

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

/** Answers 429 saying in words how long to wait, with a Retry-After of exactly that. */
export function tooManyRequests(c: Context, decision: Pick<RateDecision, 'retryAfterSeconds'>): Response {
  const wait = waitFor(decision.retryAfterSeconds);
  c.header('Retry-After', String(wait.retryAfterSeconds));
  return fail(c, 429, requestWords(c, apiMessagesBook)(WAIT_KEYS[wait.unit], {count: wait.count}));
}

/** 'Too many tries. Please wait 15 minutes and try again.', one sentence per unit. */
const WAIT_KEYS = {second: 'waitSeconds', minute: 'waitMinutes', hour: 'waitHours'} as const;

export type RateLimitOptions = RateLimiterOptions & {
  /** The key to count by, usually `clientKey(c)` (IPv6 by its /64). */
  key: (c: Context) => string | Promise<string>;
};

/**
 * Hono middleware counting each request under `key(c)`; over the limit it answers 429 with Retry-After.
 * @example app.post('/', rateLimit({name: 'contact', limit: 5, windowMs: 60_000, deps, key: clientKey}), ...)
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const limiter = createRateLimiter(options);
  return async (c, next) => {
    const decision = await limiter.hit(`${await options.key(c)}`);
    if (!decision.allowed) return tooManyRequests(c, decision);
    await next();
  };
}
