// E-mail confirmation links (issue 19 #1) on SQLite and on a real PostgreSQL server: a link confirms once,
// never after it expired, and never an address the account no longer has.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../../tests/support/store-backends.ts';
import type {Store} from '../../store.ts';
import type {NewAccount} from './account-store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2030, 0, 1);
const WEEK = 7 * 86_400_000;
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
  applicantType: 'volunteer',
};

describe.each(backends)('$name store: e-mail confirmation', (backend) => {
  let database: TestDatabase;
  let store: Store;
  const confirmed = async () => (await store.findAccountByEmail(account.email))!.emailConfirmed;
  const link = (
    tokenHash: string,
    fields: {email?: string; expiresAt?: number; changesAddress?: boolean} = {},
  ) =>
    store.createEmailLink(
      {userId: 'user-1', email: account.email, tokenHash, expiresAt: now + WEEK, ...fields},
      now,
    );
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    await store.createAccount(account, now, null);
  });
  afterEach(() => database.close());

  it('starts unconfirmed, and a link confirms once, also when opened twice at once', async () => {
    expect(await confirmed()).toBe(false);
    await link('h1');
    const other = await database.openAnother();
    const opened = await Promise.all([store, other, store, other].map((s) => s.confirmEmail('h1', now)));
    expect(opened.filter((result) => result === 'confirmed')).toHaveLength(1);
    expect(await confirmed()).toBe(true);
    expect(await store.confirmEmail('h1', now)).toBe('dead');
  });

  it('refuses an expired link, an unknown one, and one mailed to another address', async () => {
    await link('old', {expiresAt: now + 1000});
    expect(await store.confirmEmail('old', now + 1000)).toBe('dead');
    expect(await store.confirmEmail('never-made', now)).toBe('dead');
    await link('elsewhere', {email: 'someone.else@nard.example'});
    expect(await store.confirmEmail('elsewhere', now)).toBe('dead');
    expect(await confirmed()).toBe(false);
  });

  it('shows the confirmation on the signed-in user and prunes used and expired links', async () => {
    await store.createSession({id: 's1', userId: 'user-1', tokenHash: 't1', expiresAt: now + WEEK}, now);
    expect((await store.findSessionUser('user-1', 's1', now))!.emailConfirmed).toBe(false);
    await link('h1');
    await link('h2', {expiresAt: now + 1000});
    await link('h3');
    expect(await store.confirmEmail('h1', now)).toBe('confirmed');
    expect((await store.findSessionUser('user-1', 's1', now))!.emailConfirmed).toBe(true);
    // h1 (used) and h2 (expired) go; h3 is still live and stays (it still opens); the session stays too.
    expect(await store.pruneAuthRecords(now + 2000)).toBe(2);
    expect(await store.confirmEmail('h3', now + 2000)).toBe('confirmed');
  });

  it('moves the account with a change link, once; an older change link and an old confirmation stop working (issue 24)', async () => {
    await link('confirm-old');
    await link('change-1', {email: 'first@nard.example', changesAddress: true});
    await link('change-2', {email: 'ana.new@nard.example', changesAddress: true});
    expect(await store.confirmEmail('change-1', now)).toBe('dead');
    expect(await store.confirmEmail('change-2', now)).toBe('changed');
    expect(await store.findAccountByEmail(account.email)).toBeNull();
    expect(await store.findAccountByEmail('ana.new@nard.example')).toMatchObject({
      id: 'user-1',
      emailConfirmed: true,
    });
    expect(await store.confirmEmail('change-2', now)).toBe('dead');
    // A confirmation mailed to the old address confirms nothing now.
    expect(await store.confirmEmail('confirm-old', now)).toBe('dead');
  });

  it('retires every reset code and link of the old address when the account moves (issue 54)', async () => {
    const limits = {minGapMs: 60_000, dailyCap: 10};
    const claimed = await store.requestOtp(
      {
        emailKey: 'k',
        email: account.email,
        codeHash: 'code',
        linkTokenHash: 'link',
        expiresAt: now + 600_000,
      },
      now,
      limits,
    );
    expect(claimed).toMatchObject({claimed: true});
    await store.createResetToken(
      {userId: 'user-1', email: account.email, tokenHash: 'from-code', expiresAt: now + 900_000},
      now,
    );
    expect(await store.isResetTokenLive('user-1', 'link', now)).toBe(true);
    await link('change', {email: 'ana.new@nard.example', changesAddress: true});
    expect(await store.confirmEmail('change', now + 1)).toBe('changed');
    expect(await store.findLiveOtp('user-1')).toBeNull();
    for (const token of ['link', 'from-code']) {
      expect(await store.isResetTokenLive('user-1', token, now + 2)).toBe(false);
      expect(await store.resetPassword('user-1', token, 'attacker-hash', now + 2)).toBe(false);
    }
  });

  it('does not move the account to an address another account took meanwhile', async () => {
    await link('change', {email: 'taken@nard.example', changesAddress: true});
    await store.createAccount({...account, id: 'user-2', email: 'taken@nard.example'}, now, null);
    expect(await store.confirmEmail('change', now)).toBe('taken');
    expect(await store.findAccountByEmail(account.email)).toMatchObject({id: 'user-1'});
  });
});
