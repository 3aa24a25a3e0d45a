// The configurable public facts (contact, PayNow, bank, checkout, app and social links), read from env.
import {EMAIL_PATTERN} from '../rules/patterns.ts';

/** Public facts the foundation configures; served by GET /api/config and read by the site and widgets. */
export interface PublicConfig {
  readonly foundationEmail: string;
  readonly foundationPhone: string;
  readonly paynow: {readonly uen: string; readonly merchantName: string; readonly merchantCity: string};
  readonly bank: {
    readonly bankName: string;
    readonly accountNumber: string;
    readonly beneficiaryName: string;
    readonly bankCode: string;
  };
  /**
   * The foundation's IPC status (Institution of a Public Character): its registration number and the last
   * day it holds, when set. `null`: gifts are not tax-deductible here, and no page promises a deduction.
   */
  readonly ipc: {readonly registration: string; readonly validUntil: string | null} | null;
  /** Hosted checkout links; `null` hides that payment method. */
  readonly checkout: {
    readonly card: string | null;
    readonly googlePay: string | null;
    readonly applePay: string | null;
  };
  /** Homebiz store links; `null` shows the badge without a link. */
  readonly appLinks: {readonly appStore: string | null; readonly googlePlay: string | null};
  /** Social profile links; `null` hides that link. */
  readonly social: {
    readonly facebook: string | null;
    readonly instagram: string | null;
    readonly linkedin: string | null;
  };
  /** The data protection officer's address (DPO_EMAIL; the foundation's e-mail when unset). */
  readonly dpoEmail: string;
  /** How long personal data is kept (issue 24): the privacy page says it, the daily clean-up does it. */
  readonly retention: RetentionPeriods;
}

/** Keeping periods the foundation may set (RETAIN_* in env); the rest are fixed by law or design. */
export interface RetentionPeriods {
  /** An applicant's account after its last activity (no log-in, sign-up or change). */
  readonly inactiveAccountMonths: number;
  /** A contact message after staff marked it handled. */
  readonly handledMessageMonths: number;
  /** A sign-up whose address was never confirmed. */
  readonly unconfirmedAccountDays: number;
}

/** The keeping periods when not configured. */
export const DEFAULT_RETENTION: RetentionPeriods = {
  inactiveAccountMonths: 24,
  handledMessageMonths: 12,
  unconfirmedAccountDays: 30,
};

/** Years a received gift's ID number is kept after the year it arrived (IRAS may ask within them). */
export const TAX_ID_YEARS = 5;

/** Days a sent (or given-up) mail's row is kept, so staff can see a receipt went; its words go when sent. */
export const SENT_MAIL_DAYS = 30;

/**
 * The defaults: plainly samples, so nobody mistakes them for the foundation's real details.
 * No link is invented: links stay `null` until configured.
 */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  foundationEmail: 'hello@nard.example',
  foundationPhone: '+65 6000 0000',
  paynow: {uen: '202400000A', merchantName: 'NARD FOUNDATION LTD', merchantCity: 'Singapore'},
  bank: {
    bankName: 'Sample Bank (not a real account)',
    accountNumber: '000-000000-0 (sample)',
    beneficiaryName: 'The Nard Foundation Limited',
    bankCode: '0000 (sample)',
  },
  ipc: null,
  checkout: {card: null, googlePay: null, applePay: null},
  appLinks: {appStore: null, googlePlay: null},
  social: {facebook: null, instagram: null, linkedin: null},
  dpoEmail: 'hello@nard.example',
  retention: DEFAULT_RETENTION,
};

// Configuration is text for people to read; cap it so a stray value cannot bloat every page.
const MAX_VALUE_LENGTH = 300;

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed.length > MAX_VALUE_LENGTH ? fallback : trimmed;
}

function email(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return EMAIL_PATTERN.test(trimmed) && trimmed.length <= 254 ? trimmed : fallback;
}

/** Only http(s) links: a `javascript:` or `data:` link in configuration must never reach an href. */
function link(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.length > MAX_VALUE_LENGTH) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A whole number from `min` to `max`, else the fallback. */
function count(value: string | undefined, fallback: number, min: number, max: number): number {
  const trimmed = value?.trim() ?? '';
  if (!/^\d{1,4}$/.test(trimmed)) return fallback;
  const parsed = Number(trimmed);
  return parsed >= min && parsed <= max ? parsed : fallback;
}

/** RETAIN_INACTIVE_ACCOUNT_MONTHS, RETAIN_HANDLED_MESSAGE_MONTHS, RETAIN_UNCONFIRMED_ACCOUNT_DAYS. */
function retention(env: Readonly<Record<string, string | undefined>>): RetentionPeriods {
  return {
    inactiveAccountMonths: count(
      env.RETAIN_INACTIVE_ACCOUNT_MONTHS,
      DEFAULT_RETENTION.inactiveAccountMonths,
      1,
      120,
    ),
    handledMessageMonths: count(
      env.RETAIN_HANDLED_MESSAGE_MONTHS,
      DEFAULT_RETENTION.handledMessageMonths,
      1,
      120,
    ),
    unconfirmedAccountDays: count(
      env.RETAIN_UNCONFIRMED_ACCOUNT_DAYS,
      DEFAULT_RETENTION.unconfirmedAccountDays,
      1,
      365,
    ),
  };
}

/** IPC_REGISTRATION (with IPC_VALID_UNTIL as YYYY-MM-DD when known), or null when unset. */
function ipc(env: Readonly<Record<string, string | undefined>>): PublicConfig['ipc'] {
  const registration = text(env.IPC_REGISTRATION, '');
  if (registration === '') return null;
  const until = env.IPC_VALID_UNTIL?.trim() ?? '';
  return {registration, validUntil: /^\d{4}-\d{2}-\d{2}$/.test(until) ? until : null};
}

/**
 * Reads the public facts from environment variables (pass `process.env`; core never reads it itself).
 * Values are trimmed; empty or malformed values fall back to the sample default (links to `null`).
 *
 * @example
 * const config = publicConfigFromEnv({PAYNOW_UEN: ' 202412345K ', CHECKOUT_CARD_URL: 'https://pay.example/nard'});
 * config.paynow.uen; // '202412345K'
 */
export function publicConfigFromEnv(env: Readonly<Record<string, string | undefined>>): PublicConfig {
  const defaults = DEFAULT_PUBLIC_CONFIG;
  return {
    foundationEmail: email(env.FOUNDATION_EMAIL, defaults.foundationEmail),
    foundationPhone: text(env.FOUNDATION_PHONE, defaults.foundationPhone),
    paynow: {
      uen: text(env.PAYNOW_UEN, defaults.paynow.uen).toUpperCase(),
      merchantName: text(env.PAYNOW_MERCHANT_NAME, defaults.paynow.merchantName),
      merchantCity: text(env.PAYNOW_MERCHANT_CITY, defaults.paynow.merchantCity),
    },
    bank: {
      bankName: text(env.BANK_NAME, defaults.bank.bankName),
      accountNumber: text(env.BANK_ACCOUNT_NUMBER, defaults.bank.accountNumber),
      beneficiaryName: text(env.BANK_BENEFICIARY, defaults.bank.beneficiaryName),
      bankCode: text(env.BANK_CODE, defaults.bank.bankCode),
    },
    ipc: ipc(env),
    checkout: {
      card: link(env.CHECKOUT_CARD_URL),
      googlePay: link(env.CHECKOUT_GOOGLE_PAY_URL),
      applePay: link(env.CHECKOUT_APPLE_PAY_URL),
    },
    appLinks: {appStore: link(env.APP_STORE_URL), googlePlay: link(env.GOOGLE_PLAY_URL)},
    social: {
      facebook: link(env.FACEBOOK_URL),
      instagram: link(env.INSTAGRAM_URL),
      linkedin: link(env.LINKEDIN_URL),
    },
    dpoEmail: email(env.DPO_EMAIL, email(env.FOUNDATION_EMAIL, defaults.dpoEmail)),
    retention: retention(env),
  };
}

/**
 * Which contact and payment facts are still the shipped samples, so pages can say so in development
 * (production refuses to start with any of them; server/sample-settings.ts).
 * @example sampleFacts(DEFAULT_PUBLIC_CONFIG).email // true
 */
export function sampleFacts(
  config: Partial<Pick<PublicConfig, 'foundationEmail' | 'foundationPhone' | 'paynow'>>,
): {email: boolean; phone: boolean; uen: boolean} {
  const defaults = DEFAULT_PUBLIC_CONFIG;
  return {
    email: config.foundationEmail === defaults.foundationEmail,
    phone: config.foundationPhone === defaults.foundationPhone,
    uen: config.paynow?.uen === defaults.paynow.uen,
  };
}
