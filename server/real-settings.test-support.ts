// Real-looking values for every setting production refuses to start with as a sample (server/config.ts);
// the config table test and main.test's production starts share them.

/** Each production-required setting with a value that is not the sample. */
export const REAL_SETTINGS: Record<string, string> = {
  PUBLIC_URL: 'https://nard.org.sg',
  FOUNDATION_EMAIL: 'hello@nard.org.sg',
  FOUNDATION_PHONE: '+65 6123 4567',
  PAYNOW_UEN: '202412345K',
  BANK_NAME: 'DBS Bank',
  BANK_ACCOUNT_NUMBER: '123-456789-0',
  BANK_CODE: '7171',
};
