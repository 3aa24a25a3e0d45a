// What the auth rules need from AppDeps<AccountStores>, with the config's derived keys: built by createAuthService, once per app.
import type {AppDeps} from '../app-deps.ts';
import type {BackgroundWork} from '../jobs/background-work.ts';
import type {Mailer} from '../mail/mailer.ts';
import type {AuthKeys} from '../security/auth-keys.ts';
import {sleep as realSleep} from './login-delay.ts';
import {argon2Hasher, type PasswordHasher} from './password.ts';
import {type RelyingParty, relyingParty} from './relying-party.ts';
import type {AccountStores} from './store/account-stores.ts';

/** The auth module's view of the app: store, clock, mailer, keys and token and code lifetimes. */
export type AuthContext = {
  store: AccountStores;
  mailer: Mailer;
  /** Woken after a transaction that wrote a mail with its cause (a reset code, an e-mail change link). */
  mailSender: AppDeps['mailSender'];
  /** Mails the answers do not wait for are tracked here, so a stopping server sends them first. */
  background: BackgroundWork;
  now: () => number;
  keys: AuthKeys;
  accessTokenTtlSeconds: number;
  otpTtlMs: number;
  passwords: PasswordHasher;
  /** Waits; the login delay uses it, tests replace it to see delays without spending them. */
  sleep: (ms: number) => Promise<void>;
  /** The site's origin (PUBLIC_URL), read when a mail is written: unset, it is only known once listening. */
  publicUrl: () => string;
  /** Whom passkeys are made for (relying-party.ts), read per ceremony for the same reason. */
  relyingParty: () => RelyingParty;
};

/** What tests may swap: the hasher (to watch hashing) and the wait. */
export type AuthOverrides = {
  passwords?: PasswordHasher | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
};

/** The AuthContext for these deps; tests may swap the hasher and the wait. */
export function createAuthContext(deps: AppDeps<AccountStores>, overrides: AuthOverrides = {}): AuthContext {
  return {
    store: deps.store,
    mailer: deps.mailer,
    mailSender: deps.mailSender,
    background: deps.background,
    now: deps.now,
    keys: deps.config.authKeys,
    accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
    otpTtlMs: deps.config.otpTtlSeconds * 1000,
    passwords: overrides.passwords ?? argon2Hasher,
    sleep: overrides.sleep ?? realSleep,
    publicUrl: () => deps.config.publicUrl,
    relyingParty: () => relyingParty(deps.config),
  };
}
