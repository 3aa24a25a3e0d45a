// The settings that ship as samples (FACTS: no real bank details, UEN or contacts are public). In
// production the server refuses to start until each is set; in development main.ts lists them.
import {DEFAULT_PUBLIC_CONFIG, type PublicConfig} from '../core/content/index.ts';

type Env = Record<string, string | undefined>;

/** One setting still at its sample value: the variable to set and what it is. */
export type SampleSetting = {name: string; what: string};

/**
 * Every setting whose value is still the shipped sample (or unset). Public facts are compared after
 * parsing, so a malformed value (which falls back to the sample) counts as unset too.
 * @example sampleSettings({}, publicConfigFromEnv({})).map((s) => s.name) // ['PUBLIC_URL', 'FOUNDATION_EMAIL', ...]
 */
export function sampleSettings(env: Env, config: PublicConfig): SampleSetting[] {
  const defaults = DEFAULT_PUBLIC_CONFIG;
  const checks: [boolean, SampleSetting][] = [
    [
      !env.PUBLIC_URL?.trim(),
      {name: 'PUBLIC_URL', what: 'the site’s public address, e.g. https://nard.org.sg'},
    ],
    [
      config.foundationEmail === defaults.foundationEmail || config.foundationEmail.endsWith('.example'),
      {name: 'FOUNDATION_EMAIL', what: 'the foundation’s public e-mail address'},
    ],
    [
      config.foundationPhone === defaults.foundationPhone,
      {name: 'FOUNDATION_PHONE', what: 'the foundation’s public phone number'},
    ],
    [
      config.paynow.uen === defaults.paynow.uen,
      {name: 'PAYNOW_UEN', what: 'the UEN that receives PayNow gifts'},
    ],
    [
      config.bank.bankName === defaults.bank.bankName,
      {name: 'BANK_NAME', what: 'the bank of the donations account'},
    ],
    [
      config.bank.accountNumber === defaults.bank.accountNumber,
      {name: 'BANK_ACCOUNT_NUMBER', what: 'the donations account number'},
    ],
    [
      config.bank.bankCode === defaults.bank.bankCode,
      {name: 'BANK_CODE', what: 'the bank code of that account'},
    ],
  ];
  return checks.filter(([isSample]) => isSample).map(([, setting]) => setting);
}

/** The message production start prints: what to set, one line each. */
export function sampleSettingsMessage(samples: readonly SampleSetting[]): string {
  return [
    'NODE_ENV is production, but these settings are still the samples. Set each of them and start again:',
    ...samples.map((setting) => `  ${setting.name}: ${setting.what}`),
  ].join('\n');
}
