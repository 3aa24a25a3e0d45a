// The outbox half of the Store contract (issue 55), against SQLite and a real PostgreSQL server: a mail
// commits with its transaction or not at all, a receipt mail commits with the receipt, a due mail is
// claimed by one instance at a time (also when two instances' senders drain one outbox at once: each mail
// goes once), a lease that passed makes it due again, and staff's Send again is in Activity.
import {afterAll, afterEach, beforeEach, describe, expect, it} from 'vitest';
import {postgresBackend, sqliteBackend, type TestDatabase} from '../../../tests/support/store-backends.ts';
import {createBackgroundWork} from '../../jobs/background-work.ts';
import {createMailSender} from '../../jobs/mail-sender.ts';
import type {Store} from '../../store.ts';
import type {MailMessage} from '../mailer.ts';
import type {QueuedMail} from './mail-outbox-store.ts';

const backends = [sqliteBackend(), postgresBackend()];
afterAll(async () => {
  await Promise.all(backends.map((backend) => backend.stop()));
});

const now = Date.UTC(2026, 11, 2, 3);
const actor = {id: 'staff-1', email: 'staff@nard.example'};
const mail = (n: number): QueuedMail => ({
  to: `person-${n}@nard.example`,
  subject: `Mail ${n}`,
  text: `Your code is ${n}`,
  language: 'en',
  what: `mail ${n}`,
});

describe.each(backends)('the mail outbox on $name', (backend) => {
  let database: TestDatabase;
  let store: Store;
  beforeEach(async () => {
    database = await backend.open();
    store = database.store;
  });
  afterEach(() => database.close());

  it('keeps a mail only when its transaction commits', async () => {
    await expect(
      store.inOneTransaction(async (tx) => {
        await tx.queueMail(mail(1), now);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await store.inOneTransaction((tx) => tx.queueMail(mail(2), now));
    const claimed = await store.claimDueMails(now, 60_000, 10);
    expect(claimed.map((m) => m.subject)).toEqual(['Mail 2']);
    expect(claimed[0]).toMatchObject({to: 'person-2@nard.example', text: 'Your code is 2', attempts: 1});
  });

  it('writes a received gift’s receipt mail with the receipt, and shows where it is', async () => {
    const gift = await store.recordReceivedGift(
      {
        amountCents: 5_000,
        project: 'general',
        donorName: 'Tan Ah Kow',
        showName: false,
        email: 'tan@example.org',
        tax: null,
        receivedOn: '2026-12-01',
        paidBy: 'cheque',
      },
      {prefix: 'NARD'},
      actor,
      now,
      () => 'NARD-MAIL-0001',
    );
    const [receipt] = await store.claimDueMails(now, 60_000, 10);
    expect(receipt).toMatchObject({to: 'tan@example.org', receiptGiftId: gift.id});
    await store.retryMail(
      receipt!.id,
      receipt!.claimedUntil,
      now + 60_000,
      'the mail server refused the connection',
    );
    expect(await store.countUndeliveredMails()).toBe(1);
    expect((await store.receiptMailStates([gift.id])).get(gift.id)).toEqual({
      state: 'waiting',
      reason: 'the mail server refused the connection',
    });
    // Send again: due at once, no second row while the first is unsent; Activity names it.
    expect(await store.resendReceiptMail(gift, actor, now + 1_000)).toBe(true);
    const [again] = await store.claimDueMails(now + 1_000, 60_000, 10);
    expect(again?.id).toBe(receipt!.id);
    expect(await store.markMailSent(again!.id, again!.claimedUntil, now + 2_000)).toBe(true);
    expect((await store.receiptMailStates([gift.id])).get(gift.id)).toEqual({state: 'sent', at: now + 2_000});
    expect(await store.countUndeliveredMails()).toBe(0);
    const activity = await store.listActivity({page: 1, pageSize: 5});
    expect(activity.items[0]).toMatchObject({
      action: 'resend-receipt',
      targetType: 'gift',
      targetId: gift.id,
    });
    // Sent once already: Send again writes a new mail.
    await store.resendReceiptMail(gift, actor, now + 3_000);
    expect(await store.claimDueMails(now + 3_000, 60_000, 10)).toHaveLength(1);
  });

  it('gives a claimed mail to nobody else until its lease passes, and drops its words once sent', async () => {
    await store.queueMail(mail(1), now);
    const other = await database.openAnother();
    const [first] = await store.claimDueMails(now, 60_000, 10);
    expect(await other.claimDueMails(now + 59_000, 60_000, 10)).toEqual([]);
    // The first sender died mid-send: after its lease the mail goes again, and only the new holder settles it.
    const [second] = await other.claimDueMails(now + 60_000, 60_000, 10);
    expect(second).toMatchObject({id: first!.id, attempts: 2});
    expect(await store.markMailSent(first!.id, first!.claimedUntil, now + 60_500)).toBe(false);
    expect(await other.markMailSent(second!.id, second!.claimedUntil, now + 61_000)).toBe(true);
    expect(await store.claimDueMails(now + 10 * 60_000, 60_000, 10)).toEqual([]);
    expect(await store.purgeSentMails(now + 61_000)).toBe(0);
    expect(await store.purgeSentMails(now + 61_001)).toBe(1);
  });

  it('never gives one mail to two claims made at the same moment', async () => {
    for (let n = 0; n < 80; n += 1) await store.queueMail(mail(n), now);
    const instances = [store, ...(await Promise.all(Array.from({length: 7}, () => database.openAnother())))];
    const claims = await Promise.all(
      instances.flatMap((instance) => [1, 2, 3].map(() => instance.claimDueMails(now, 60_000, 4))),
    );
    const rest = await store.claimDueMails(now, 60_000, 100);
    const ids = [...claims.flat(), ...rest].map((claimed) => claimed.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(80);
  });

  it('sends each mail once when two instances drain one outbox at once', async () => {
    for (let n = 0; n < 60; n += 1) await store.queueMail(mail(n), now);
    const sent: string[] = [];
    const senderOn = async (on: Store) =>
      createMailSender({
        store: on,
        // A mail server that takes a moment per mail, so the two senders overlap.
        transport: {
          send: async (message: MailMessage) => {
            await new Promise((resolve) => setTimeout(resolve, 2));
            sent.push(message.to);
          },
          close: () => {},
        },
        now: () => now,
        background: createBackgroundWork(),
        receiptOf: async () => null,
      });
    const [a, b, c] = await Promise.all([
      senderOn(store),
      senderOn(await database.openAnother()),
      senderOn(await database.openAnother()),
    ]);
    const counts = await Promise.all([a.sendDue(), b.sendDue(), c.sendDue()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(60);
    expect(sent).toHaveLength(60);
    expect(new Set(sent).size).toBe(60);
    if (backend.name === 'postgres') expect(counts.filter((count) => count > 0).length).toBeGreaterThan(1);
  });
});
