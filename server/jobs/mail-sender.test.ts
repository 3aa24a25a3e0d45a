// The outbox's sender over the real app, a real SQLite database and a real SMTP server (issue 55): with the
// mail server down, staff still get their answer at once, the Gifts screen says why the receipt is not
// delivered yet and the Overview counts it; when the server is back the receipt arrives, once. Tries wait
// longer each time and stop, in words, after three days; Send again is in Activity.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {StaffGiftRecord} from '../../core/donate/index.ts';
import {freePort} from '../../tests/support/free-port.ts';
import {type MailCatcher, startMailCatcher} from '../../tests/support/mail-catcher.ts';
import {call, signUpAndLogIn, type TestAccount} from '../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';
import {GIVE_UP_AFTER_MS, RETRY_WAITS_MS, retryWait} from './mail-sender.ts';

const clock = {now: Date.now()};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let smtpPort: number;
let server: TestApp;
let staff: TestAccount;
let catcher: MailCatcher | null = null;

beforeAll(async () => {
  smtpPort = await freePort();
  // Nothing listens on smtpPort yet: the mail server is down.
  server = await startTestApp({
    env: {SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_FACTOR: '100'},
    now: () => clock.now,
  });
  staff = await signUpAndLogIn(server, 'staff@outbox.example');
  await server.grantRole(staff, 'staff');
});
afterAll(async () => {
  await server?.close();
  await catcher?.stop();
});

async function receivedGift(email: string): Promise<StaffGiftRecord> {
  const pledged = await call(server, 'POST', '/api/gifts', null, {
    project: 'general',
    name: 'Mei Ling',
    showName: false,
    email,
    amount: 80,
  });
  const {reference} = ((await pledged.json()) as {data: {reference: string}}).data;
  const found = await giftList(`?search=${reference}`);
  const started = performance.now();
  const answer = await call(server, 'PATCH', `/api/staff/gifts/${found[0]!.id}`, staff.token, {
    status: 'received',
  });
  expect(answer.status).toBe(200);
  // The request wrote the receipt mail; it never waited for the mail server.
  expect(performance.now() - started).toBeLessThan(2_000);
  return found[0]!;
}

async function giftList(query = ''): Promise<StaffGiftRecord[]> {
  const answer = await call(server, 'GET', `/api/staff/gifts${query}`, staff.token);
  return ((await answer.json()) as {items: StaffGiftRecord[]}).items;
}
const receiptMailOf = async (id: string) => (await giftList()).find((gift) => gift.id === id)?.receiptMail;
const receiptsTo = (to: string) =>
  (catcher?.mails ?? []).filter((mail) => mail.to.includes(to) && /receipt/.test(mail.subject));
/** Staff's session outlives no moved clock: log in again (the second step too), as they would. */
const logInAgain = () => server.grantRole(staff, 'staff');

/** Moves the clock on and lets this process's sender try what is due. */
async function later(ms: number) {
  clock.now += ms;
  server.deps.mailSender.wake();
  await server.deps.background.settled();
}

describe('the outbox sender', () => {
  it('waits longer after each failed try, for at least three days', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(retryWait)).toEqual([
      ...RETRY_WAITS_MS,
      RETRY_WAITS_MS.at(-1),
      RETRY_WAITS_MS.at(-1),
    ]);
    expect(GIVE_UP_AFTER_MS).toBeGreaterThanOrEqual(3 * 86_400_000);
  });

  it('mails a receipt once the mail server is back, once, and says meanwhile why it has not gone', async () => {
    const gift = await receivedGift('down-then-up@outbox.example');
    await later(0);
    expect(await receiptMailOf(gift.id)).toEqual({
      state: 'waiting',
      reason: 'the mail server refused the connection (is it running?)',
    });
    const overview = await call(server, 'GET', '/api/staff/overview', staff.token);
    expect(
      ((await overview.json()) as {overview: {mailsNotDelivered: number}}).overview.mailsNotDelivered,
    ).toBeGreaterThan(0);

    catcher = await startMailCatcher({port: smtpPort});
    // Not yet due: the first retry waits a minute.
    await later(30_000);
    expect(receiptsTo('down-then-up@outbox.example')).toHaveLength(0);
    await later(31_000);
    const caught = await catcher.waitForMail('down-then-up@outbox.example', {subject: /receipt/});
    expect(caught.attachments[0]?.contentType).toContain('application/pdf');
    expect((await receiptMailOf(gift.id))?.state).toBe('sent');
    await later(86_400_000);
    expect(receiptsTo('down-then-up@outbox.example')).toHaveLength(1);
    await logInAgain();
  });

  it('gives up after three days, in words, and Send again mails it (in Activity)', async () => {
    await catcher?.stop();
    catcher = null;
    const gift = await receivedGift('given-up@outbox.example');
    const receivedAt = clock.now;
    const stateNow = async () => (await server.deps.store.receiptMailStates([gift.id])).get(gift.id);
    let steps = 0;
    while ((await stateNow())?.state !== 'failed' && steps < 40) {
      await later(steps === 0 ? 0 : 6 * HOUR);
      steps += 1;
    }
    await logInAgain();
    expect(await receiptMailOf(gift.id)).toEqual({
      state: 'failed',
      reason: 'the mail server refused the connection (is it running?)',
    });
    expect(clock.now - receivedAt).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);

    catcher = await startMailCatcher({port: smtpPort});
    const again = await call(server, 'POST', `/api/staff/gifts/${gift.id}/receipt-mail`, staff.token);
    expect(again.status).toBe(200);
    await server.deps.background.settled();
    await catcher.waitForMail('given-up@outbox.example', {subject: /receipt/});
    await later(86_400_000);
    expect(receiptsTo('given-up@outbox.example')).toHaveLength(1);
    await logInAgain();
    const activity = await call(server, 'GET', '/api/staff/activity', staff.token);
    const lines = ((await activity.json()) as {items: {action: string; targetId: string}[]}).items;
    expect(lines).toContainEqual(expect.objectContaining({action: 'resend-receipt', targetId: gift.id}));
  });

  it('mails no receipt for a gift voided before the mail server came back', async () => {
    await catcher?.stop();
    catcher = null;
    const gift = await receivedGift('voided@outbox.example');
    await later(0);
    const voided = await call(server, 'PATCH', `/api/staff/gifts/${gift.id}`, staff.token, {
      status: 'void',
      reason: 'Entered twice',
    });
    expect(voided.status).toBe(200);
    catcher = await startMailCatcher({port: smtpPort});
    await later(2 * MINUTE);
    expect(receiptsTo('voided@outbox.example')).toHaveLength(0);
    expect((await server.deps.store.receiptMailStates([gift.id])).get(gift.id)).toEqual({
      state: 'failed',
      reason: 'the gift was voided (or deleted) before its receipt could be mailed',
    });
    await logInAgain();
  });

  it('refuses Send again for a gift with no receipt, and to anyone but staff', async () => {
    const pledged = await call(server, 'POST', '/api/gifts', null, {
      project: 'general',
      name: 'Mei Ling',
      showName: false,
      email: 'pledged@outbox.example',
      amount: 5,
    });
    const {reference} = ((await pledged.json()) as {data: {reference: string}}).data;
    const [gift] = await giftList(`?search=${reference}`);
    expect(
      (await call(server, 'POST', `/api/staff/gifts/${gift!.id}/receipt-mail`, staff.token)).status,
    ).toBe(409);
    const donor = await signUpAndLogIn(server, 'donor@outbox.example');
    expect(
      (await call(server, 'POST', `/api/staff/gifts/${gift!.id}/receipt-mail`, donor.token)).status,
    ).toBe(403);
  });
});
