// Anti-automation for the auth endpoints (ASVS 2.2.1, NIST SP 800-63B 5.2.2): one limit per client address
// as middleware, others counted after the body is parsed. All scale with config.rateLimitFactor, and all
// are counted in the Store, so every process on the database shares them.
//
// Log-in has no per-e-mail lock-out on purpose: a stranger could use it to keep the owner out. Instead it
// is limited per client address and per (e-mail, address), and each e-mail's recent failures slow every
// further try for it (login-delay.ts) without ever refusing the owner.
import type {AppDeps} from '../app-deps.ts';
import {clientKey} from '../http/client-ip.ts';
import {createRateLimiter, rateLimit} from '../middleware/rate-limit.ts';
import type {AccountStores} from './store/account-stores.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Counter names whose keys start with an e-mail's subject key; a completed reset forgets them all. */
export const EMAIL_COUNTERS = ['login-pair', 'login-email', 'verify-otp-email'] as const;

/** The limiters of the auth routes: `perAddress` are middleware; `perEmail` are hit once the body is read. */
export function authRateLimits(deps: AppDeps<AccountStores>) {
  const perIp = (name: string, limit: number, windowMs: number) =>
    rateLimit({name, limit, windowMs, deps, key: clientKey});
  const counted = (name: string, limit: number, windowMs: number) =>
    createRateLimiter({name, limit, windowMs, deps});
  return {
    perAddress: {
      signup: perIp('signup-ip', 10, HOUR),
      login: perIp('login-ip', 30, 15 * MINUTE),
      refresh: perIp('refresh-ip', 60, MINUTE),
      sendOtp: perIp('send-otp-ip', 10, HOUR),
      verifyOtp: perIp('verify-otp-ip', 30, 15 * MINUTE),
      updatePassword: perIp('update-password-ip', 10, 15 * MINUTE),
      confirmEmail: perIp('confirm-email-ip', 30, 15 * MINUTE),
    },
    perEmail: {
      signup: counted('signup-email', 5, HOUR),
      // Keyed `<subject>:<address>`: one address guessing one account.
      loginPair: counted('login-pair', 10, 15 * MINUTE),
      // Failed logins per e-mail; never refuses, only sets the delay (login-delay.ts).
      loginFailures: counted('login-email', Number.MAX_SAFE_INTEGER, HOUR),
      verifyOtp: counted('verify-otp-email', 15, 15 * MINUTE),
    },
    perAccount: {
      // New confirmation links a signed-in person may ask for (each is a mail to their address).
      confirmationLink: counted('confirm-link', 3, 24 * HOUR),
      // Tries to prove a signed-in person again (step-up.ts): a stolen session guessing codes meets this.
      stepUp: counted('step-up', 10, 15 * MINUTE),
      // Requests to move an account to another address (each mails two addresses).
      emailChange: counted('email-change', 5, 24 * HOUR),
    },
  };
}

/** The per-address and per-e-mail limiters, as `authRateLimits` builds them. */
export type AuthRateLimits = ReturnType<typeof authRateLimits>;
