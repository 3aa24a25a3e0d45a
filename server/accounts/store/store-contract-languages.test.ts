// The language of a person's mails (migration 020), on SQLite and a real PostgreSQL server: an account and
// a gift keep the language they were made in, the profile changes the account's, every path a mail's
// reader comes from carries it, and a deleted account's rows go back to English.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  postgresBackend,
  sqliteBackend,
  type TestDatabase,
  testAccount,
} from '../../../tests/support/store-backends.ts';
import type {NewPledge} from '../../gifts/store/gift-store.ts';
import type {Store} from '../../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2030, 0, 1);
const today = '2030-01-01';
const actor = {id: 'staff-1', email: 'staff@nard.example'};
const pledge: NewPledge = {
  amountCents: 5_000,
  project: 'education',
  donorName: 'Siti',
  showName: false,
  email: 'siti@nard.example',
  tax: null,
};

describe.each(backends)('mail languages on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
  });
  afterEach(async () => {
    await database.close();
  });

  it('keeps the language an account was made in, English when none was given', async () => {
    const made = await store.createAccount(testAccount('ana', 'Ana Tan', {language: 'ta'}), now, null);
    expect(made).toMatchObject({kind: 'created', user: {language: 'ta'}});
    await store.createAccount(testAccount('ben', 'Ben Lim'), now, null);
    expect((await store.findAccountByEmail('ana@nard.example'))?.language).toBe('ta');
    expect((await store.findAccountByEmail('ben@nard.example'))?.language).toBe('en');
  });

  it('changes it on the profile, and keeps it when a profile change leaves it out', async () => {
    await store.createAccount(testAccount('ana', 'Ana Tan'), now, null);
    expect(await store.updateProfile('ana', {fullName: 'Ana Tan', language: 'zh'}, now)).toMatchObject({
      language: 'zh',
    });
    expect(await store.updateProfile('ana', {fullName: 'Ana Lim'}, now)).toMatchObject({
      fullName: 'Ana Lim',
      language: 'zh',
    });
    await store.createSession({id: 's1', userId: 'ana', tokenHash: 't1', expiresAt: now + 60_000}, now);
    expect((await store.findSessionUser('ana', 's1', now))?.language).toBe('zh');
  });

  it('gives the reset code’s recipient and an event notice’s person with their language', async () => {
    await store.createAccount(testAccount('ana', 'Ana Tan', {language: 'ms'}), now, null);
    const request = {emailKey: 'k', email: 'ana@nard.example', codeHash: 'c', linkTokenHash: 'l'};
    const claim = await store.requestOtp({...request, expiresAt: now + 60_000}, now, {
      minGapMs: 0,
      dailyCap: 5,
    });
    expect(claim).toEqual({claimed: true, recipient: {email: 'ana@nard.example', language: 'ms'}});
    const eventId = (
      await store.createRecord(
        'events',
        {
          type: 'volunteer',
          date: '2030-02-01',
          description: 'Harvest',
          venue: 'Farm',
          time: '9am',
          task: 'Picking',
          needed: [],
          signedUp: [],
          ojtHours: 0,
          ojtTotal: 0,
          capacity: 5,
          openToBoth: false,
        },
        actor,
        now,
      )
    ).id;
    const signedUp = await store.signUp(eventId, 'ana', now, today);
    expect(signedUp).toMatchObject({ok: true, notice: {person: {id: 'ana', language: 'ms'}}});
  });

  it('keeps the language a gift was pledged in, English when none was given', async () => {
    const pledged = await store.pledgeGift({...pledge, language: 'ms'}, now, () => 'NARD-LANG-0001');
    expect(pledged).toMatchObject({kind: 'created', gift: {language: 'ms'}});
    await store.pledgeGift(pledge, now, () => 'NARD-LANG-0002');
    expect((await store.findGiftByReference('NARD-LANG-0001'))?.language).toBe('ms');
    expect((await store.findGiftByReference('NARD-LANG-0002'))?.language).toBe('en');
  });

  it('answers a deleted account’s language for its last mail, then keeps English on its rows', async () => {
    await store.createAccount(
      testAccount('siti', 'Siti', {email: 'siti@nard.example', language: 'ta'}),
      now,
      null,
    );
    await store.createEmailLink(
      {userId: 'siti', email: 'siti@nard.example', tokenHash: 'h', expiresAt: now + 60_000},
      now,
    );
    expect(await store.confirmEmail('h', now)).toBe('confirmed');
    await store.pledgeGift({...pledge, language: 'ta'}, now, () => 'NARD-LANG-0003');
    const deleted = await store.deleteAccount('siti', actor, now, today);
    expect(deleted).toMatchObject({formerEmail: 'siti@nard.example', formerLanguage: 'ta'});
    expect(await store.findGiftByReference('NARD-LANG-0003')).toMatchObject({email: '', language: 'en'});
  });
});
