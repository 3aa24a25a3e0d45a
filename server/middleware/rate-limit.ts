// In-memory fixed-window rate limits (ASVS 2.2.1 anti-automation): per IP on routes, per e-mail in auth.
import type {Context, MiddlewareHandler} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import {fail} from '../http/answers.ts';

/** The message of every 429 answer. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';

// Beyond this many live keys, expired windows are swept; a flood of fresh keys cannot grow memory forever.
const SWEEP_THRESHOLD = 10_000;
const HARD_CAP = 200_000;

export type RateLimiterOptions = {
  /** Names the limit in logs, e.g. 'contact'. */
  name: string;
  /** Requests allowed per window before `config.rateLimitFactor` is applied. */
  limit: number;
  windowMs: number;
  /** The factor and the clock come from the app's dependencies. */
  deps: Pick<AppDeps, 'config' | 'now'>;
};

/** The outcome of one counted attempt. */
export type RateDecision = {allowed: boolean; remaining: number; retryAfterSeconds: number};

/** A counter per key; `hit` counts one attempt, `reset` forgets a key (e.g. after a successful login). */
export type RateLimiter = {hit(key: string): RateDecision; reset(key: string): void};

/**
 * A plain limiter for keys only known after parsing the body (e.g. per e-mail).
 * @example
 * const perEmail = createRateLimiter({name: 'send-otp-email', limit: 3, windowMs: 15 * 60_000, deps});
 * if (!perEmail.hit(email).allowed) return fail(c, 429, TOO_MANY_REQUESTS_MESSAGE);
 */
export function createRateLimiter({name, limit, windowMs, deps}: RateLimiterOptions): RateLimiter {
  const max = Math.max(1, Math.floor(limit * deps.config.rateLimitFactor));
  const windows = new Map<string, {count: number; resetAt: number}>();

  function sweep(now: number): void {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    if (windows.size > HARD_CAP) {
      console.warn(`rate limit ${name}: ${windows.size} live keys, starting afresh`);
      windows.clear();
    }
  }

  return {
    hit(key) {
      const now = deps.now();
      if (windows.size > SWEEP_THRESHOLD) sweep(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = {count: 0, resetAt: now + windowMs};
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= max,
        remaining: Math.max(0, max - window.count),
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
      };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/** Answers 429 with Retry-After; for handlers that use `createRateLimiter` directly. */
export function tooManyRequests(c: Context, decision: RateDecision): Response {
  c.header('Retry-After', String(decision.retryAfterSeconds));
  return fail(c, 429, TOO_MANY_REQUESTS_MESSAGE);
}

export type RateLimitOptions = RateLimiterOptions & {
  /** The key to count by, usually `clientIp(c)`. */
  key: (c: Context) => string | Promise<string>;
};

/**
 * Hono middleware counting each request under `key(c)`; over the limit it answers 429 with Retry-After.
 * @example app.post('/', rateLimit({name: 'contact', limit: 5, windowMs: 60_000, deps, key: clientIp}), ...)
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const limiter = createRateLimiter(options);
  return async (c, next) => {
    const decision = limiter.hit(`${await options.key(c)}`);
    if (!decision.allowed) return tooManyRequests(c, decision);
    await next();
  };
}
