import {describe, expect, test} from 'vitest';
import {DEFAULT_PUBLIC_CONFIG, DEFAULT_RETENTION, publicConfigFromEnv} from './public-config.ts';

describe('publicConfigFromEnv', () => {
  test('an empty environment gives the sample defaults', () => {
    expect(publicConfigFromEnv({})).toEqual(DEFAULT_PUBLIC_CONFIG);
    expect(DEFAULT_PUBLIC_CONFIG.foundationEmail).toBe('hello@nard.example');
    expect(DEFAULT_PUBLIC_CONFIG.foundationPhone).toBe('+65 6000 0000');
    expect(DEFAULT_PUBLIC_CONFIG.paynow.uen).toBe('202400000A');
    expect(DEFAULT_PUBLIC_CONFIG.bank.accountNumber).toBe('000-000000-0 (sample)');
  });

  test('reads and trims every variable', () => {
    const config = publicConfigFromEnv({
      FOUNDATION_EMAIL: ' give@nard.sg ',
      FOUNDATION_PHONE: ' +65 6123 4567',
      PAYNOW_UEN: ' 202412345k ',
      PAYNOW_MERCHANT_NAME: 'NARD FDN',
      PAYNOW_MERCHANT_CITY: 'SINGAPORE',
      BANK_NAME: 'DBS Bank',
      BANK_ACCOUNT_NUMBER: '123-456789-0',
      BANK_BENEFICIARY: 'The Nard Foundation Limited',
      BANK_CODE: '7171',
      CHECKOUT_CARD_URL: 'https://pay.example/card',
      CHECKOUT_GOOGLE_PAY_URL: ' https://pay.example/gpay ',
      CHECKOUT_APPLE_PAY_URL: 'http://pay.example/apple',
      APP_STORE_URL: 'https://apps.example/homebiz',
      GOOGLE_PLAY_URL: 'https://play.example/homebiz',
      FACEBOOK_URL: 'https://facebook.example/nard',
      INSTAGRAM_URL: 'https://instagram.example/nard',
      LINKEDIN_URL: 'https://linkedin.example/nard',
      IPC_REGISTRATION: ' IPC000123 ',
      IPC_VALID_UNTIL: '2028-06-30',
      DPO_EMAIL: ' dpo@nard.sg ',
      RETAIN_INACTIVE_ACCOUNT_MONTHS: ' 36 ',
      RETAIN_HANDLED_MESSAGE_MONTHS: '6',
      RETAIN_UNCONFIRMED_ACCOUNT_DAYS: '14',
    });
    expect(config).toEqual({
      foundationEmail: 'give@nard.sg',
      foundationPhone: '+65 6123 4567',
      paynow: {uen: '202412345K', merchantName: 'NARD FDN', merchantCity: 'SINGAPORE'},
      bank: {
        bankName: 'DBS Bank',
        accountNumber: '123-456789-0',
        beneficiaryName: 'The Nard Foundation Limited',
        bankCode: '7171',
      },
      ipc: {registration: 'IPC000123', validUntil: '2028-06-30'},
      checkout: {
        card: 'https://pay.example/card',
        googlePay: 'https://pay.example/gpay',
        applePay: 'http://pay.example/apple',
      },
      appLinks: {appStore: 'https://apps.example/homebiz', googlePlay: 'https://play.example/homebiz'},
      social: {
        facebook: 'https://facebook.example/nard',
        instagram: 'https://instagram.example/nard',
        linkedin: 'https://linkedin.example/nard',
      },
      dpoEmail: 'dpo@nard.sg',
      retention: {inactiveAccountMonths: 36, handledMessageMonths: 6, unconfirmedAccountDays: 14},
    });
  });

  test('keeping periods: whole numbers in range, else the defaults; the DPO falls back to the foundation', () => {
    const config = publicConfigFromEnv({
      FOUNDATION_EMAIL: 'give@nard.sg',
      RETAIN_INACTIVE_ACCOUNT_MONTHS: '0',
      RETAIN_HANDLED_MESSAGE_MONTHS: '1.5',
      RETAIN_UNCONFIRMED_ACCOUNT_DAYS: '9999',
    });
    expect(config.retention).toEqual(DEFAULT_RETENTION);
    expect(config.dpoEmail).toBe('give@nard.sg');
  });

  test('no IPC registration, no IPC: a malformed end date is left out, not guessed', () => {
    expect(publicConfigFromEnv({IPC_VALID_UNTIL: '2028-06-30'}).ipc).toBeNull();
    expect(publicConfigFromEnv({IPC_REGISTRATION: 'IPC000123', IPC_VALID_UNTIL: '30/6/2028'}).ipc).toEqual({
      registration: 'IPC000123',
      validUntil: null,
    });
  });

  test.each([
    {url: 'javascript:alert(1)'},
    {url: 'JAVASCRIPT:alert(1)'},
    {url: 'data:text/html,<script>alert(1)</script>'},
    {url: 'ftp://pay.example/card'},
    {url: '/relative/path'},
    {url: 'pay.example/card'},
    {url: '   '},
    {url: `https://pay.example/${'a'.repeat(400)}`},
  ])('refuses the link $url', ({url}) => {
    expect(publicConfigFromEnv({CHECKOUT_CARD_URL: url, FACEBOOK_URL: url}).checkout.card).toBeNull();
    expect(publicConfigFromEnv({CHECKOUT_CARD_URL: url, FACEBOOK_URL: url}).social.facebook).toBeNull();
  });

  test.each([
    {env: {FOUNDATION_EMAIL: 'not an email'}, field: 'foundationEmail', value: 'hello@nard.example'},
    {env: {FOUNDATION_EMAIL: ''}, field: 'foundationEmail', value: 'hello@nard.example'},
    {env: {FOUNDATION_PHONE: '   '}, field: 'foundationPhone', value: '+65 6000 0000'},
    {env: {FOUNDATION_PHONE: '9'.repeat(301)}, field: 'foundationPhone', value: '+65 6000 0000'},
  ] as const)('falls back for $env', ({env, field, value}) => {
    expect(publicConfigFromEnv(env)[field]).toBe(value);
  });
});
