// Deleting an account (issue 24), against SQLite and a real PostgreSQL server: the person is gone from
// every list, log-in and Activity line, while the event's counts, the ledger's gifts and the tax record
// stay true; an upcoming place moves to the first person waiting.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  postgresBackend,
  sqliteBackend,
  type TestDatabase,
  testAccount,
} from '../../../tests/support/store-backends.ts';
import type {Gift} from '../../gifts/store/gift-store.ts';
import type {Store} from '../../store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2030, 0, 10);
const today = '2030-01-10';
const staff = {id: 'staff-1', email: 'staff@nard.example'};
const event = (date: string, capacity: number) => ({
  type: 'volunteer' as const,
  date,
  description: `Harvest ${date}`,
  venue: 'Farm',
  time: '9am',
  task: 'Picking',
  needed: [],
  signedUp: [],
  ojtHours: 0,
  ojtTotal: 0,
  capacity,
  openToBoth: false,
});
const pledge = (email: string, tax: boolean) => ({
  amountCents: 5_000,
  project: 'urban-farming' as const,
  donorName: 'Ana Tan',
  showName: true,
  email,
  tax: tax ? {type: 'NRIC' as const, sealed: 'iv.tag.bytes', masked: 'S****567D', name: 'Ana Tan'} : null,
});

describe.each(backends)('deleting an account on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
    await store.createAccount(testAccount('ana', 'Ana Tan', {phoneNumber: '91234567'}), now - 50_000, null);
    await store.createAccount(testAccount('ben', 'Ben Lim'), now - 40_000, null);
    await store.createEmailLink(
      {userId: 'ana', email: 'ana@nard.example', tokenHash: 'link', expiresAt: now},
      now - 1,
    );
    await store.confirmEmail('link', now - 1);
  });
  afterEach(() => database.close());

  it('empties the person out of everything, and every count stays true', async () => {
    // A past event Ana attended, and an upcoming one where she holds the last place and Ben waits.
    const past = (await store.createRecord('events', event('2030-01-05', 5), staff, now - 30_000)).id;
    const next = (await store.createRecord('events', event('2030-02-01', 1), staff, now - 30_000)).id;
    await store.signUp(past, 'ana', now - 20_000, '2030-01-01');
    const [kept] = (await store.listSignups(past))!;
    await store.recordAttendance(past, kept!.id, {attended: true, ojtHours: 4}, staff, now - 10_000);
    await store.signUp(next, 'ana', now - 9_000, today);
    await store.signUp(next, 'ben', now - 8_000, today);
    await store.saveContactMessage(
      {name: 'Ana', email: 'ANA@nard.example', subject: 'Hi', message: 'Hello'},
      now,
    );
    await store.pledgeGift(pledge('ana@nard.example', false), now, () => 'NARD-AAAA-AAAA');
    await store.pledgeGift(pledge('ana@nard.example', true), now, () => 'NARD-BBBB-BBBB');
    await store.changeRole('ana', 'staff', staff, now - 5_000);
    await store.createSession(
      {id: 's-ana', userId: 'ana', tokenHash: 't-ana', expiresAt: now + 86_400_000},
      now,
    );

    const deleted = await store.deleteAccount('ana', {id: 'ana', email: ''}, now, today);
    expect(deleted).toMatchObject({
      formerEmail: 'ana@nard.example',
      fullName: 'Ana Tan',
      counts: {placesGivenUp: 1, attendanceKept: 1, messages: 1, gifts: 2},
    });
    expect(deleted!.promoted.map((notice) => notice.person.id)).toEqual(['ben']);
    expect(await store.deleteAccount('ana', staff, now, today)).toBeNull();

    // Gone from log-in, sessions, lists and the inbox.
    expect(await store.findAccountByEmail('ana@nard.example')).toBeNull();
    expect(await store.findSessionUser('ana', 's-ana', now)).toBeNull();
    const everyone = {sort: 'appliedAt', order: 'desc'} as const;
    expect((await store.listApplicants(everyone, {page: 1, pageSize: 10})).items.map((a) => a.id)).toEqual([
      'ben',
    ]);
    expect((await store.listAccounts({page: 1, pageSize: 10})).items.map((a) => a.id)).toEqual(['ben']);
    expect(await store.listMessagesFrom('ana@nard.example')).toEqual([]);
    expect(await store.findApplicant('ana')).toBeNull();

    // The attended place stays, under no name; the upcoming place went to Ben.
    const pastList = (await store.listSignups(past))!;
    expect(pastList).toEqual([
      expect.objectContaining({
        fullName: 'Deleted account',
        email: expect.stringMatching(/@deleted\.invalid$/),
        phoneNumber: '',
        attended: true,
        ojtHours: 4,
      }),
    ]);
    expect((await store.listSignups(next))!.map((signup) => [signup.fullName, signup.status])).toEqual([
      ['Ben Lim', 'confirmed'],
      ['Deleted account', 'withdrawn'],
    ]);

    // The gifts stay for the ledger; the e-mail goes, the name too unless IRAS needs it.
    const plain = await store.findGiftByReference('NARD-AAAA-AAAA');
    const taxed = await store.findGiftByReference('NARD-BBBB-BBBB');
    expect(plain).toMatchObject({
      email: '',
      donorName: 'Deleted account',
      showName: false,
      amountCents: 5_000,
    });
    expect(taxed).toMatchObject({email: '', donorName: 'Ana Tan', taxIdMasked: 'S****567D'});

    // Activity names nobody: the role change's record is emptied, and one line says an account went.
    const {items} = await store.listActivity({page: 1, pageSize: 50});
    expect(JSON.stringify(items)).not.toMatch(/Ana Tan|ana@nard\.example|91234567/);
    expect(items[0]).toMatchObject({
      action: 'delete-account',
      targetId: 'ana',
      after: {byOwner: true, placesGivenUp: 1, attendanceKept: 1},
    });
    expect(items.find((line) => line.action === 'role')?.after).toMatchObject({
      fullName: 'Deleted account',
      email: '',
    });
  });

  it("takes the donor's name out of their gifts' Activity lines, now and after (issue 54 #7)", async () => {
    const series = {prefix: 'NRD'};
    const receipt = {receivedCents: 5_000, receivedOn: '2030-01-09'};
    const pledged = async (what: ReturnType<typeof pledge>, reference: string) =>
      ((await store.pledgeGift(what, now, () => reference)) as {gift: Gift}).gift;
    const hidden = await pledged({...pledge('ana@nard.example', false), showName: false}, 'NARD-DDDD-DDDD');
    const taxed = await pledged(pledge('ana@nard.example', true), 'NARD-EEEE-EEEE');
    const open = await pledged(pledge('ana@nard.example', true), 'NARD-FFFF-FFFF');
    await store.receiveGift(
      hidden.id,
      {...receipt, note: 'Ana Tan rang to say it was sent'},
      series,
      staff,
      now,
    );
    await store.receiveGift(taxed.id, receipt, series, staff, now);
    await store.voidGift(taxed.id, 'Bounced', staff, now);
    const lines = async () => (await store.listActivity({page: 1, pageSize: 50})).items;
    expect(JSON.stringify(await lines())).toContain('Ana Tan (not shown)');

    await store.deleteAccount('ana', {id: 'ana', email: ''}, now, today);
    // The tax record keeps the name with the number; Activity keeps what happened, under no name.
    expect(await store.findGiftByReference('NARD-EEEE-EEEE')).toMatchObject({donorName: 'Ana Tan'});
    expect(await store.findGiftByReference('NARD-DDDD-DDDD')).toMatchObject({staffNote: null});
    const gifts = (await lines()).filter((line) => line.targetType === 'gift');
    expect(gifts.map((line) => [line.action, line.targetId])).toEqual([
      ['void', taxed.id],
      ['receive', taxed.id],
      ['receive', hidden.id],
    ]);
    for (const line of gifts) {
      expect(line.before).toMatchObject({donor: 'Deleted account'});
      expect(line.after).toMatchObject({
        donor: 'Deleted account',
        reference: expect.stringMatching(/^NARD-/),
      });
    }
    // A transfer for the gift still open arrives after the deletion: its line names nobody either.
    await store.receiveGift(open.id, receipt, series, staff, now + 1);
    expect((await lines())[0]).toMatchObject({
      action: 'receive',
      targetId: open.id,
      after: {donor: 'Deleted account'},
    });
    expect(JSON.stringify(await lines())).not.toMatch(/Ana Tan|ana@nard\.example/);
  });

  it('leaves messages and gifts alone for an address the person never confirmed', async () => {
    await store.saveContactMessage(
      {name: 'Ben', email: 'ben@nard.example', subject: 'Hi', message: 'Hello'},
      now,
    );
    await store.pledgeGift(pledge('ben@nard.example', false), now, () => 'NARD-CCCC-CCCC');
    expect((await store.deleteAccount('ben', staff, now, today))?.counts).toMatchObject({
      messages: 0,
      gifts: 0,
    });
    expect(await store.listMessagesFrom('ben@nard.example')).toHaveLength(1);
    expect(await store.findGiftByReference('NARD-CCCC-CCCC')).toMatchObject({email: 'ben@nard.example'});
  });
});
