// The account store's race-sensitive statements, straight against a migrated SQLite file.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {DatabaseSync} from 'node:sqlite';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {AccountStore, NewAccount} from './account-store.ts';
import {openDatabase, runMigrations} from './database.ts';
import {createSqliteAccountStore} from './sqlite-account-store.ts';

let dir: string;
let db: DatabaseSync;
let store: AccountStore;
const now = Date.UTC(2030, 0, 1);

const limits = {minGapMs: 0, dailyCap: 100};
const code = (expiresAt: number) => ({emailKey: 'k', email: 'ana@nard.example', codeHash: 'h', expiresAt});

const account: NewAccount = {
  id: 'user-1',
  email: 'ana@nard.example',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y',
  fullName: 'Ana Tan',
  age: '26-35',
  region: 'east',
  city: 'Bedok',
  phoneNumber: '',
  emergencyContact: '',
  profession: 'Barista',
  address: 'Bedok, East',
  applicantType: 'work',
};

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'nard-accounts-'));
  db = openDatabase(path.join(dir, 'db.sqlite'));
  runMigrations(db);
  store = createSqliteAccountStore(db);
  await store.createAccount(account, now, null);
});
afterEach(() => {
  db.close();
  rmSync(dir, {recursive: true, force: true});
});

describe('sqlite account store', () => {
  it('stores one account per e-mail', async () => {
    expect(await store.createAccount({...account, id: 'user-2'}, now, null)).toEqual({
      kind: 'duplicate-email',
    });
    expect(await store.findAccountByEmail('ana@nard.example')).toMatchObject({
      id: 'user-1',
      role: 'user',
      applicantType: 'work',
    });
  });

  it('counts at most 5 tries of 50 parallel claims, and consumes a code once', async () => {
    await store.requestOtp(code(now + 600_000), now, limits);
    const live = (await store.findLiveOtp('user-1'))!;
    const claims = await Promise.all(Array.from({length: 50}, () => store.claimOtpAttempt(live.id, 5, now)));
    expect(claims.filter(Boolean)).toHaveLength(5);
    expect((await store.findLiveOtp('user-1'))!.attempts).toBe(5);
    const consumed = await Promise.all([1, 2, 3].map(() => store.consumeOtp(live.id, now)));
    expect(consumed.filter(Boolean)).toHaveLength(1);
    expect(await store.findLiveOtp('user-1')).toBeNull();
  });

  it('refuses a try on an expired code', async () => {
    await store.requestOtp(code(now + 1000), now, limits);
    const live = (await store.findLiveOtp('user-1'))!;
    expect(await store.claimOtpAttempt(live.id, 5, now + 1000)).toBeNull();
  });

  it('rotates a refresh token for the first caller only', async () => {
    await store.createSession({id: 's1', userId: 'user-1', tokenHash: 't1', expiresAt: now + 1e9}, now);
    const record = (await store.findRefreshToken('t1'))!;
    const wins = await Promise.all(
      ['a', 'b', 'c'].map((h) => store.rotateRefreshToken(record.id, {tokenHash: h, sealed: 's'}, now)),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect((await store.findRefreshToken('t1'))!.rotatedAt).toBe(now);
  });

  it('throttles code requests per e-mail key in one step, known e-mail or not', async () => {
    const strict = {minGapMs: 60_000, dailyCap: 2};
    const unknown = {...code(now + 600_000), emailKey: 'k2', email: 'nobody@nard.example'};
    expect(await store.requestOtp(code(now + 600_000), now, strict)).toEqual({
      claimed: true,
      recipient: {email: 'ana@nard.example', fullName: 'Ana Tan'},
    });
    expect(await store.requestOtp(code(now + 600_000), now + 1000, strict)).toMatchObject({
      claimed: false,
      lastAt: now,
    });
    expect((await store.requestOtp(code(now + 700_000), now + 61_000, strict)).claimed).toBe(true);
    expect(await store.requestOtp(code(now + 800_000), now + 200_000, strict)).toMatchObject({
      claimed: false,
      count: 2,
      firstAt: now,
    });
    expect(await store.requestOtp(unknown, now, strict)).toEqual({claimed: true, recipient: null});
    expect(await store.requestOtp(unknown, now + 1000, strict)).toMatchObject({claimed: false});
  });

  it('keeps only the newest code live', async () => {
    await store.requestOtp({...code(now + 600_000), codeHash: 'first'}, now, limits);
    const first = (await store.findLiveOtp('user-1'))!;
    await store.requestOtp({...code(now + 600_000), codeHash: 'second'}, now + 61_000, limits);
    const second = (await store.findLiveOtp('user-1'))!;
    expect(second.id).not.toBe(first.id);
    expect(await store.claimOtpAttempt(first.id, 5, now)).toBeNull();
    expect(await store.claimOtpAttempt(second.id, 5, now)).toEqual({codeHash: 'second'});
  });

  it('resets a password with a live token only, revoking every session in the same step', async () => {
    await store.createSession({id: 's1', userId: 'user-1', tokenHash: 't1', expiresAt: now + 1e9}, now);
    await store.createResetToken({userId: 'user-1', tokenHash: 'r1', expiresAt: now + 900_000}, now);
    expect(await store.resetPassword('user-1', 'nope', 'new-hash', now)).toBe(false);
    expect((await store.findAccountByEmail('ana@nard.example'))!.passwordHash).toBe(account.passwordHash);
    expect(await store.resetPassword('user-1', 'r1', 'new-hash', now)).toBe(true);
    expect(await store.resetPassword('user-1', 'r1', 'other-hash', now)).toBe(false);
    expect((await store.findAccountByEmail('ana@nard.example'))!.passwordHash).toBe('new-hash');
    expect((await store.findRefreshToken('t1'))!.sessionRevoked).toBe(true);
    expect(await store.findSessionUser('user-1', 's1', now)).toBeNull();
  });

  it('prunes what can no longer be used', async () => {
    await store.requestOtp(code(now + 1000), now, limits);
    await store.createResetToken({userId: 'user-1', tokenHash: 'r1', expiresAt: now + 1000}, now);
    await store.createSession({id: 's1', userId: 'user-1', tokenHash: 't1', expiresAt: now + 1000}, now);
    // Request, code, reset token and session; the session's refresh token goes with it (ON DELETE CASCADE).
    expect(await store.pruneAuthRecords(now + 2 * 86_400_000)).toBe(4);
    expect(await store.findRefreshToken('t1')).toBeNull();
  });
});
