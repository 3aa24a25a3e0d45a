// Configuration from the environment, validated once at start so a typo fails fast with a clear message.
import {randomBytes} from 'node:crypto';
import {chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {type PublicConfig, publicConfigFromEnv} from '../core/content/index.ts';
import {ConfigError} from './config-error.ts';
import {type ReceiptWording, receiptWording} from './receipt-settings.ts';
import {type SampleSetting, sampleSettings, sampleSettingsMessage} from './sample-settings.ts';
import {type AuthKeys, deriveAuthKeys} from './security/auth-keys.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/** Everything the server reads from the environment, already parsed. */
export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** null: mails are written to `DATA_DIR/outbox/*.eml`. */
  smtpUrl: string | null;
  mailFrom: string;
  foundationEmail: string;
  /** Origins (scheme://host[:port]) allowed to write to the API besides the site itself. */
  partnerOrigins: readonly string[];
  /** HS256 key for access tokens: AUTH_SECRET, or 32 random bytes kept in DATA_DIR/auth-secret. */
  authSecret: Uint8Array;
  /** The keys derived from it, one per purpose (security/auth-keys.ts), derived once here. */
  authKeys: AuthKeys;
  /** RECEIPT_PREFIX: receipts are numbered `<prefix>NNNNNNN` ('NRD' unless set; issue 55). */
  receiptPrefix: string;
  /** RECEIPT_SIGNATORY and RECEIPT_DEDUCTION: who issues a receipt, and the deduction rate by period. */
  receiptWording: ReceiptWording;
  /** AES-256 key for donors' tax ID numbers: DATA_KEY, or 32 random bytes kept in DATA_DIR/data-key. */
  dataKey: Uint8Array;
  accessTokenTtlSeconds: number;
  /** How long a password-reset code works; 10 minutes unless a test shortens it. */
  otpTtlSeconds: number;
  /** Proxies in front of us (TRUST_PROXY): X-Forwarded-For is read this many hops back; 0 ignores it. */
  trustProxy: number;
  /** How often the server looks for tomorrow's event reminders to send (10 minutes unless a test shortens it). */
  reminderIntervalMs: number;
  /** How often the outbox's sender looks for mails other instances wrote or that wait for a retry. */
  mailSendIntervalMs: number;
  /** How long a sender holds a mail it is sending before another process may take it (it died mid-send). */
  mailLeaseMs: number;
  /** Multiplies every rate limit; tests raise it. */
  rateLimitFactor: number;
  /**
   * PLEDGE_EXPIRY_DAYS: a pledge still unpaid this many days after it was made is expired (30): it leaves
   * the staff's default list of gifts. A transfer with its reference is still matched to it.
   */
  pledgeExpiryDays: number;
  /**
   * The site's own origin, e.g. https://nard.example: PUBLIC_URL, never the Host header. Unset, main.ts sets
   * it to the address it listens on once it knows the port; `publicUrlFromEnv` says which case holds.
   */
  publicUrl: string;
  publicUrlFromEnv: boolean;
  siteDir: string;
  widgetsDir: string;
  auditDir: string;
  publicConfig: PublicConfig;
  /** Settings still at their sample values (always empty in production, which refuses to start). */
  samples: readonly SampleSetting[];
  /** DATABASE_URL (postgres://...) selects PostgreSQL; null keeps SQLite in DATA_DIR. */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections per instance to PostgreSQL (10). */
  databasePoolSize: number;
};

type Env = Record<string, string | undefined>;

export {ConfigError};

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
  }
  return Number(raw);
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new ConfigError(`${name} must be a number above 0, got "${raw}".`);
  }
  return value;
}

function email(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  // MAIL_FROM may be 'Name <address>'; only the address part is checked.
  const address = /<([^>]+)>\s*$/.exec(raw)?.[1] ?? raw;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address)) {
    throw new ConfigError(`${name} must be an e-mail address, got "${raw}".`);
  }
  return raw;
}

/** Parses an http(s) URL and returns its origin; throws a ConfigError naming the variable. */
function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL like https://example.org, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must use http or https, got "${raw}".`);
  }
  return url.origin;
}

function smtpUrl(env: Env): string | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'smtp:' || url.protocol === 'smtps:') return raw;
  } catch {
    // Falls through to the message below.
  }
  throw new ConfigError('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465.');
}

/** A 32-byte key kept in DATA_DIR: read, or created once, readable by the owner only. */
function keptKey(file: string): Uint8Array {
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(stored)) return Buffer.from(stored, 'hex');
    throw new ConfigError(`${file} is damaged: restore it from a backup, or delete it to create a new key.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Written whole to a private temp file, then linked into place: a process starting at the same moment
  // either wins the link or reads the complete key the other one linked.
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, randomBytes(32).toString('hex'), {mode: 0o600, flag: 'wx'});
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  chmodSync(file, 0o600);
  return keptKey(file);
}

/** AUTH_SECRET wins; otherwise a random secret is created once in DATA_DIR/auth-secret. */
function authSecret(env: Env, dataDir: string): Uint8Array {
  const fromEnv = env.AUTH_SECRET?.trim();
  if (fromEnv) {
    // ASVS 6.4.2: HS256 keys need at least 256 bits; short secrets are guessable offline.
    if (fromEnv.length < 32) throw new ConfigError('AUTH_SECRET must be at least 32 characters long.');
    return new TextEncoder().encode(fromEnv);
  }
  // Several instances must sign with one key, and their DATA_DIR may not outlive a deploy.
  if (env.DATABASE_URL?.trim()) {
    throw new ConfigError('DATABASE_URL is set: set AUTH_SECRET too, the same on every instance.');
  }
  return keptKey(path.join(dataDir, 'auth-secret'));
}

/**
 * The AES-256 key that seals donors' tax ID numbers: DATA_KEY (64 hex digits), or one created once in
 * DATA_DIR/data-key. Kept apart from AUTH_SECRET: rotating the token key must never lose the ID numbers.
 */
function dataKey(env: Env, dataDir: string): Uint8Array {
  const fromEnv = env.DATA_KEY?.trim();
  if (fromEnv) {
    if (!/^[0-9a-fA-F]{64}$/.test(fromEnv)) {
      throw new ConfigError(
        'DATA_KEY must be 64 hexadecimal digits (32 bytes): make one with `openssl rand -hex 32`.',
      );
    }
    return Buffer.from(fromEnv, 'hex');
  }
  // Every instance must read what another sealed, and a lost key loses every ID number for good.
  if (env.DATABASE_URL?.trim()) {
    throw new ConfigError(
      'DATABASE_URL is set: set DATA_KEY too (`openssl rand -hex 32`), the same on every instance.',
    );
  }
  return keptKey(path.join(dataDir, 'data-key'));
}

/**
 * RECEIPT_PREFIX: 1 to 3 capital letters or digits before a receipt number's 7 digits, as IRAS's donation
 * records take them (NRD0000123; decision 050). A longer one is refused at start.
 */
function receiptPrefix(env: Env): string {
  const raw = env.RECEIPT_PREFIX?.trim() || 'NRD';
  if (!/^[A-Z0-9]{1,3}$/.test(raw)) {
    throw new ConfigError(
      `RECEIPT_PREFIX must be 1 to 3 capital letters or digits (IRAS takes a prefix of at most 3 and 7 digits, like NRD0000123), got "${raw}".`,
    );
  }
  return raw;
}

/** http://host:port of a listening address (IPv6 in brackets). */
export function listenOrigin(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** DATABASE_URL, checked: only postgres:// or postgresql:// URLs select PostgreSQL. */
function databaseUrl(env: Env): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return null;
  if (!/^postgres(ql)?:\/\/[^\s]+$/.test(raw)) {
    throw new ConfigError('DATABASE_URL must look like postgres://user:password@host:5432/database.');
  }
  return raw;
}

/** Reads and validates the environment; creates DATA_DIR when missing. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  // The database and outbox hold personal data: the folder is the server user's alone (when we create it).
  mkdirSync(dataDir, {recursive: true, mode: 0o700});
  const partnerOrigins = (env.PARTNER_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => origin('PARTNER_ORIGINS', value));
  const publicConfig = publicConfigFromEnv(env);
  const secret = authSecret(env, dataDir);
  const samples = sampleSettings(env, publicConfig);
  // Sample bank details or a sample UEN on a live site would send real gifts nowhere.
  if (env.NODE_ENV === 'production' && samples.length > 0)
    throw new ConfigError(sampleSettingsMessage(samples));
  return {
    port,
    host,
    dataDir,
    smtpUrl: smtpUrl(env),
    mailFrom: email(env, 'MAIL_FROM', 'The Nard Foundation <no-reply@nard.example>'),
    foundationEmail: email(env, 'FOUNDATION_EMAIL', 'hello@nard.example'),
    partnerOrigins,
    authSecret: secret,
    authKeys: deriveAuthKeys(secret),
    dataKey: dataKey(env, dataDir),
    receiptPrefix: receiptPrefix(env),
    receiptWording: receiptWording(env),
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 1, 86_400),
    otpTtlSeconds: integer(env, 'OTP_TTL_SECONDS', 600, 1, 3_600),
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10),
    reminderIntervalMs: integer(env, 'REMINDER_INTERVAL_MS', 600_000, 100, 86_400_000),
    mailSendIntervalMs: integer(env, 'MAIL_SEND_INTERVAL_MS', 10_000, 100, 3_600_000),
    mailLeaseMs: integer(env, 'MAIL_LEASE_MS', 300_000, 1_000, 3_600_000),
    rateLimitFactor: positiveNumber(env, 'RATE_LIMIT_FACTOR', 1),
    pledgeExpiryDays: integer(env, 'PLEDGE_EXPIRY_DAYS', 30, 1, 3650),
    publicUrl: env.PUBLIC_URL?.trim()
      ? origin('PUBLIC_URL', env.PUBLIC_URL.trim())
      : listenOrigin(host, port),
    publicUrlFromEnv: Boolean(env.PUBLIC_URL?.trim()),
    siteDir: path.resolve(env.SITE_DIR?.trim() || path.join(REPO_ROOT, 'dist/site')),
    widgetsDir: path.resolve(env.WIDGETS_DIR?.trim() || path.join(REPO_ROOT, 'dist/widgets')),
    auditDir: path.join(REPO_ROOT, 'server/seed/audit-pdfs/audit'),
    publicConfig,
    samples,
    databaseUrl: databaseUrl(env),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
  };
}
