// One contract for the Store, run against SQLite and against a real PostgreSQL server: the same table of
// expectations, two backends. Race tests fire their calls in parallel; on PostgreSQL they really overlap.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../tests/support/store-backends.ts';
import type {NewAccount} from '../accounts/store/account-store.ts';
import type {Store} from '../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2030, 0, 1);
const limits = {minGapMs: 0, dailyCap: 100};
let links = 0;
// Each request carries its own link token (reset_tokens.token_hash is unique).
const code = (expiresAt: number) => ({
  emailKey: 'k',
  email: 'ana@nard.example',
  codeHash: 'h',
  linkTokenHash: `link-${++links}`,
  expiresAt,
});
const tries = {userId: 'user-1', maxTries: 10, since: 0};

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

describe.each(backends)('$name store: accounts', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    await store.createAccount(account, now, null);
  });
  afterEach(() => database.close());

  it('stores one account per e-mail, also when signups race', async () => {
    expect(await store.createAccount({...account, id: 'user-2'}, now, null)).toEqual({
      kind: 'duplicate-email',
    });
    expect(await store.findAccountByEmail('ana@nard.example')).toMatchObject({
      id: 'user-1',
      role: 'user',
      applicantType: 'work',
    });
    const racing = await Promise.all(
      Array.from({length: 8}, (_, i) =>
        store.createAccount({...account, id: `race-${i}`, email: 'race@nard.example'}, now, null),
      ),
    );
    expect(racing.filter((result) => result.kind === 'created')).toHaveLength(1);
  });

  it('answers racing retries of one idempotency key with the first answer', async () => {
    const answer = {requestHash: 'rh', status: 201, body: '{"ok":true}'};
    const other = await database.openAnother();
    const results = await Promise.all(
      Array.from({length: 6}, (_, i) =>
        (i % 2 ? other : store).createAccount({...account, id: `k-${i}`, email: `k${i}@nard.example`}, now, {
          scope: 'signup',
          key: 'key-1',
          answer,
        }),
      ),
    );
    expect(results.filter((result) => result.kind === 'created')).toHaveLength(1);
    expect(results.filter((result) => result.kind === 'replay')).toHaveLength(5);
    expect(await store.findIdempotentAnswer('signup', 'key-1', now - 1)).toEqual(answer);
    expect(await store.findIdempotentAnswer('signup', 'key-1', now)).toBeNull();
  });

  it('counts at most 5 tries of 50 parallel claims from two instances, and consumes a code once', async () => {
    const other = await database.openAnother();
    await store.requestOtp(code(now + 600_000), now, limits);
    const live = (await store.findLiveOtp('user-1'))!;
    const claims = await Promise.all(
      Array.from({length: 50}, (_, i) => (i % 2 ? other : store).claimOtpAttempt(live.id, 5, now, tries)),
    );
    expect(claims.filter(Boolean)).toHaveLength(5);
    expect((await store.findLiveOtp('user-1'))!.attempts).toBe(5);
    const consumed = await Promise.all([store, other, store].map((s) => s.consumeOtp(live.id, now)));
    expect(consumed.filter(Boolean)).toHaveLength(1);
    expect(await store.findLiveOtp('user-1')).toBeNull();
  });

  it('refuses a try on an expired code', async () => {
    await store.requestOtp(code(now + 1000), now, limits);
    const live = (await store.findLiveOtp('user-1'))!;
    expect(await store.claimOtpAttempt(live.id, 5, now + 1000, tries)).toBeNull();
  });

  it('closes the code step for an account after its tries in the window, across instances', async () => {
    const other = await database.openAnother();
    const claimAll = async (count: number) => {
      await store.requestOtp(code(now + 600_000), now, limits);
      const live = (await store.findLiveOtp('user-1'))!;
      return Promise.all(
        Array.from({length: count}, (_, i) =>
          (i % 2 ? other : store).claimOtpAttempt(live.id, 5, now, tries),
        ),
      );
    };
    const hashes = (claims: unknown[]) => claims.filter((claim) => typeof claim === 'object' && claim);
    expect(hashes(await claimAll(5))).toHaveLength(5);
    // A right code: consuming it un-counts the try that found it.
    expect(hashes(await claimAll(1))).toHaveLength(1);
    expect(await store.consumeOtp((await store.findLiveOtp('user-1'))!.id, now)).toBe(true);
    const rest = [...(await claimAll(5)), ...(await claimAll(5))];
    expect(hashes(rest)).toHaveLength(5);
    expect(rest.filter((claim) => claim === 'account-closed')).toHaveLength(5);
    // Tries older than the window no longer count.
    await store.requestOtp(code(now + 600_000), now, limits);
    const live = (await store.findLiveOtp('user-1'))!;
    expect(await store.claimOtpAttempt(live.id, 5, now, {...tries, since: now + 1})).toEqual({codeHash: 'h'});
  });

  it('stores the mailed link as a reset token with the code, and keeps a key answer for a taken address', async () => {
    await store.requestOtp({...code(now + 600_000), linkTokenHash: 'the-link'}, now, limits);
    expect(await store.isResetTokenLive('user-1', 'the-link', now + 599_999)).toBe(true);
    expect(await store.isResetTokenLive('user-1', 'the-link', now + 600_000)).toBe(false);
    const answer = {requestHash: 'rh', status: 201, body: '{"ok":true}'};
    const taken = await store.createAccount({...account, id: 'user-9'}, now, {
      scope: 'signup',
      key: 'k9',
      answer,
    });
    expect(taken).toEqual({kind: 'duplicate-email'});
    expect(await store.findIdempotentAnswer('signup', 'k9', now - 1)).toEqual(answer);
  });

  it('rotates a refresh token for the first caller only, across instances', async () => {
    const other = await database.openAnother();
    await store.createSession({id: 's1', userId: 'user-1', tokenHash: 't1', expiresAt: now + 1e9}, now);
    const record = (await other.findRefreshToken('t1'))!;
    expect(record).toMatchObject({sessionId: 's1', userId: 'user-1', sessionRevoked: false, rotatedAt: null});
    const wins = await Promise.all(
      ['a', 'b', 'c', 'd'].map((h, i) =>
        (i % 2 ? other : store).rotateRefreshToken(record.id, {tokenHash: h, sealed: 's'}, now),
      ),
    );
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await store.findRefreshToken('t1')).toMatchObject({rotatedAt: now, successorSealed: 's'});
    expect(await store.findSessionUser('user-1', 's1', now)).toMatchObject({email: 'ana@nard.example'});
    await other.revokeSession('s1', now);
    expect(await store.findSessionUser('user-1', 's1', now)).toBeNull();
  });

  it('throttles code requests per e-mail key in one step, known e-mail or not', async () => {
    const strict = {minGapMs: 60_000, dailyCap: 2};
    const unknown = {...code(now + 600_000), emailKey: 'k2', email: 'nobody@nard.example'};
    expect(await store.requestOtp(code(now + 600_000), now, strict)).toEqual({
      claimed: true,
      recipient: {email: 'ana@nard.example', language: 'en'},
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

  it('lets at most the daily cap of racing code requests through', async () => {
    const other = await database.openAnother();
    const capped = {minGapMs: 0, dailyCap: 3};
    const results = await Promise.all(
      Array.from({length: 12}, (_, i) =>
        (i % 2 ? other : store).requestOtp({...code(now + 600_000), emailKey: 'race'}, now, capped),
      ),
    );
    expect(results.filter((result) => result.claimed)).toHaveLength(3);
  });

  it('keeps only the newest code live', async () => {
    await store.requestOtp({...code(now + 600_000), codeHash: 'first'}, now, limits);
    const first = (await store.findLiveOtp('user-1'))!;
    await store.requestOtp({...code(now + 600_000), codeHash: 'second'}, now + 61_000, limits);
    const second = (await store.findLiveOtp('user-1'))!;
    expect(second.id).not.toBe(first.id);
    expect(await store.claimOtpAttempt(first.id, 5, now, tries)).toBeNull();
    expect(await store.claimOtpAttempt(second.id, 5, now, tries)).toEqual({codeHash: 'second'});
  });

  it('resets a password with a live token only, revoking every session in the same step', async () => {
    await store.createSession({id: 's1', userId: 'user-1', tokenHash: 't1', expiresAt: now + 1e9}, now);
    await store.createResetToken(
      {userId: 'user-1', email: 'ana@nard.example', tokenHash: 'r1', expiresAt: now + 900_000},
      now,
    );
    expect(await store.isResetTokenLive('user-1', 'r1', now)).toBe(true);
    expect(await store.isResetTokenLive('user-1', 'r1', now + 900_000)).toBe(false);
    expect(await store.resetPassword('user-1', 'nope', 'new-hash', now)).toBe(false);
    expect((await store.findAccountByEmail('ana@nard.example'))!.passwordHash).toBe(account.passwordHash);
    expect((await store.findAccountByEmail('ana@nard.example'))!.emailConfirmed).toBe(false);
    const racing = await Promise.all(
      [1, 2, 3].map(() => store.resetPassword('user-1', 'r1', 'new-hash', now)),
    );
    expect(racing.filter(Boolean)).toHaveLength(1);
    expect((await store.findAccountByEmail('ana@nard.example'))!.passwordHash).toBe('new-hash');
    expect((await store.findRefreshToken('t1'))!.sessionRevoked).toBe(true);
    expect(await store.findSessionUser('user-1', 's1', now)).toBeNull();
    // The token came from a mail to the address, so the reset also confirms it.
    expect((await store.findAccountByEmail('ana@nard.example'))!.emailConfirmed).toBe(true);
  });

  it('takes a reset token only while the account has the address it was mailed to (issue 54)', async () => {
    await store.createResetToken(
      {userId: 'user-1', email: 'old@nard.example', tokenHash: 'r-old', expiresAt: now + 900_000},
      now,
    );
    expect(await store.isResetTokenLive('user-1', 'r-old', now)).toBe(false);
    expect(await store.resetPassword('user-1', 'r-old', 'new-hash', now)).toBe(false);
  });

  it('updates the profile and the password hash', async () => {
    expect(
      await store.updateProfile('user-1', {fullName: 'Ana Lim', address: 'Tampines, East'}, now),
    ).toEqual({
      id: 'user-1',
      fullName: 'Ana Lim',
      email: 'ana@nard.example',
      role: 'user',
      phoneNumber: '',
      address: 'Tampines, East',
      emailConfirmed: false,
      showFirstName: false,
      language: 'en',
    });
    expect(await store.updateProfile('nobody', {fullName: 'X'}, now)).toBeNull();
    await store.updatePasswordHash('user-1', 'h2', now);
    expect((await store.findAccountByEmail('ana@nard.example'))!.passwordHash).toBe('h2');
  });

  it('prunes what can no longer be used', async () => {
    await store.requestOtp(code(now + 1000), now, limits);
    await store.createResetToken(
      {userId: 'user-1', email: 'ana@nard.example', tokenHash: 'r1', expiresAt: now + 1000},
      now,
    );
    await store.createSession({id: 's1', userId: 'user-1', tokenHash: 't1', expiresAt: now + 1000}, now);
    // Request, code, the code's link token, the reset token and the session; the session's refresh token
    // goes with it (ON DELETE CASCADE).
    expect(await store.pruneAuthRecords(now + 2 * 86_400_000)).toBe(5);
    expect(await store.findRefreshToken('t1')).toBeNull();
  });
});
