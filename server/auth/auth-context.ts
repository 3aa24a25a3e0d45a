// What the auth services need from AppDeps, with the keys derived once instead of per request.
import type {AppDeps} from '../app-deps.ts';
import type {AccountStore} from '../db/account-store.ts';
import type {Mailer} from '../mail/mailer.ts';
import {type AuthKeys, deriveAuthKeys} from './auth-keys.ts';
import {argon2Hasher, type PasswordHasher} from './password.ts';

/** The auth module's view of the app: store, clock, mailer, keys and token and code lifetimes. */
export type AuthContext = {
  store: AccountStore;
  mailer: Mailer;
  now: () => number;
  keys: AuthKeys;
  accessTokenTtlSeconds: number;
  otpTtlMs: number;
  passwords: PasswordHasher;
};

const contexts = new WeakMap<AppDeps, AuthContext>();

/** The AuthContext for these deps; `passwords` may be swapped by tests that watch hashing. */
export function authContext(deps: AppDeps, passwords: PasswordHasher = argon2Hasher): AuthContext {
  const known = contexts.get(deps);
  if (known && known.passwords === passwords) return known;
  const context: AuthContext = {
    store: deps.store,
    mailer: deps.mailer,
    now: deps.now,
    keys: deriveAuthKeys(deps.config.authSecret),
    accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
    otpTtlMs: deps.config.otpTtlSeconds * 1000,
    passwords,
  };
  contexts.set(deps, context);
  return context;
}
