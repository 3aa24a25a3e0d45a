// What loadConfig refuses, and with which words: main.ts prints `Configuration error: <message>` and exits 1
// (main.test.ts proves that wiring once for a bad value and once for production samples).
import {mkdtempSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {ConfigError, loadConfig} from './config.ts';
import {REAL_SETTINGS} from './real-settings.test-support.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nard-config-'));
});
afterEach(() => rmSync(dataDir, {recursive: true, force: true}));

/** The ConfigError loadConfig throws for `env` (with a fresh DATA_DIR and PORT=0, as the tests start it). */
function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig({DATA_DIR: dataDir, PORT: '0', ...env});
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it.each([
    [{PORT: 'eighty'}, 'PORT must be a whole number'],
    [{RATE_LIMIT_FACTOR: '-1'}, 'RATE_LIMIT_FACTOR must be a number above 0'],
    [{PLEDGE_EXPIRY_DAYS: '0'}, 'PLEDGE_EXPIRY_DAYS must be a whole number from 1 to 3650'],
    [{PARTNER_ORIGINS: 'farm.example'}, 'PARTNER_ORIGINS must be a URL'],
    [{SMTP_URL: 'http://mail.example'}, 'SMTP_URL must look like smtp://'],
    [{AUTH_SECRET: 'short'}, 'AUTH_SECRET must be at least 32 characters'],
    [{RECEIPT_PREFIX: 'nard'}, 'RECEIPT_PREFIX must be 1 to 3 capital letters or digits'],
    [{RECEIPT_PREFIX: 'NARD'}, 'RECEIPT_PREFIX must be 1 to 3 capital letters or digits'],
    [{RECEIPT_SIGNATORY: 'Tan\nTreasurer'}, 'RECEIPT_SIGNATORY must be the name and role'],
    [{RECEIPT_DEDUCTION: '250%'}, 'RECEIPT_DEDUCTION must be a rate and its last day'],
    [{DATA_KEY: 'not-hex'.repeat(10)}, 'DATA_KEY must be 64 hexadecimal digits'],
    [
      {DATABASE_URL: 'postgres://nard@localhost/nard', AUTH_SECRET: 'x'.repeat(32)},
      'DATABASE_URL is set: set DATA_KEY too',
    ],
    [{FOUNDATION_EMAIL: 'nobody'}, 'FOUNDATION_EMAIL must be an e-mail address'],
  ])('refuses %j with a clear message', (env, expected) => {
    expect(refusal(env).message).toContain(expected);
  });

  it.each(Object.keys(REAL_SETTINGS))('refuses production while only %s is left a sample', (name) => {
    const env: Record<string, string> = {NODE_ENV: 'production', ...REAL_SETTINGS};
    delete env[name];
    const listed = refusal(env)
      .message.split('\n')
      .filter((line) => /^ {2}[A-Z_]+: /.test(line));
    expect(listed.map((line) => line.trim().split(':')[0])).toEqual([name]);
  });

  it('keeps the generated data key in DATA_DIR for its owner only, and reads the same one back', () => {
    const first = loadConfig({DATA_DIR: dataDir, PORT: '0'}).dataKey;
    expect(first).toHaveLength(32);
    expect(statSync(path.join(dataDir, 'data-key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({DATA_DIR: dataDir, PORT: '0'}).dataKey).toEqual(first);
    expect(loadConfig({DATA_DIR: dataDir, PORT: '0', DATA_KEY: 'ab'.repeat(32)}).dataKey).toEqual(
      Buffer.alloc(32, 0xab),
    );
  });

  it('accepts production once every sample is replaced', () => {
    expect(loadConfig({DATA_DIR: dataDir, NODE_ENV: 'production', ...REAL_SETTINGS}).samples).toEqual([]);
  });
});
