// Anti-automation for the auth endpoints (ASVS 2.2.1, NIST SP 800-63B 5.2.2): one limit per client IP as
// middleware, one per e-mail counted after the body is parsed. All scale with config.rateLimitFactor.
import type {AppDeps} from '../app-deps.ts';
import {clientIp} from '../http/client-ip.ts';
import {createRateLimiter, rateLimit} from '../middleware/rate-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The limiters of the auth routes. `*Ip` are middleware; `*Email` are hit by the handler with the e-mail. */
export function authRateLimits(deps: AppDeps) {
  const perIp = (name: string, limit: number, windowMs: number) =>
    rateLimit({name, limit, windowMs, deps, key: clientIp});
  const perEmail = (name: string, limit: number, windowMs: number) =>
    createRateLimiter({name, limit, windowMs, deps});
  return {
    signupIp: perIp('signup-ip', 10, HOUR),
    signupEmail: perEmail('signup-email', 5, HOUR),
    loginIp: perIp('login-ip', 30, 15 * MINUTE),
    // Counts attempts since the last success (the handler resets it on a good login).
    loginEmail: perEmail('login-email', 10, 15 * MINUTE),
    refreshIp: perIp('refresh-ip', 60, MINUTE),
    sendOtpIp: perIp('send-otp-ip', 10, HOUR),
    sendOtpEmail: perEmail('send-otp-email', 5, HOUR),
    verifyOtpIp: perIp('verify-otp-ip', 30, 15 * MINUTE),
    verifyOtpEmail: perEmail('verify-otp-email', 15, 15 * MINUTE),
    updatePasswordIp: perIp('update-password-ip', 10, 15 * MINUTE),
  };
}
