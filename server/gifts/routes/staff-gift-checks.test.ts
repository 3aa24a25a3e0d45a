// What staff cannot record about a gift, through the whole app (issue 54): a day the money cannot have
// arrived on (after tomorrow, before its pledge, or over a year back for a gift without one), on every path
// (statement import, marking received, settling a waiting transfer, recording by hand); and a bank
// statement cell with an invisible character, which could make one reference read as another.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {GiftRecord} from '../../../core/donate/index.ts';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import {call, signUpAndLogIn, type TestAccount} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let server: TestApp;
let staff: TestAccount;
beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '100'}});
  staff = await signUpAndLogIn(server, 'staff@gift-checks.example');
  await server.grantRole(staff, 'staff');
});
afterAll(async () => {
  await server?.close();
});

/** The Singapore day `days` from today (negative: before). */
const day = (days: number) => singaporeDate(Date.now(), days);
/** The Singapore day `months` before today, as staff would type it. */
const monthsBack = (months: number) => {
  const date = new Date(`${day(0)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};
/** DD/MM/YYYY, as an OCBC export writes a day. */
const slashed = (iso: string) => iso.split('-').reverse().join('/');

/** A pledge made today through the API: its id, reference and Singapore day. */
async function pledge(amount: number): Promise<{id: string; reference: string; pledgedOn: string}> {
  const response = await call(server, 'POST', '/api/gifts', null, {
    amount,
    project: 'general',
    name: 'Nur Aisyah',
    showName: false,
    email: 'aisyah@gift-checks.example',
  });
  const {reference} = ((await response.json()) as {data: {reference: string}}).data;
  const {id} = (await server.deps.store.findGiftByReference(reference))!;
  return {id, reference, pledgedOn: day(0)};
}

type Report = {
  message?: string;
  rows: {line: number; date: string; outcome: string}[];
  problems: {line: number; message: string}[];
  saved?: Record<string, number>;
};
async function statement(lines: string[], dryRun: boolean): Promise<{status: number; body: Report}> {
  const response = await server.fetch(`/api/staff/gifts/bank-statement${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${staff.token}`, 'Content-Type': 'text/csv'},
    body: `${lines.join('\r\n')}\r\n`,
  });
  return {status: response.status, body: (await response.json()) as Report};
}

const HEADER = 'Transaction Date,Description,Withdrawal,Deposit';
const fieldErrors = async (response: Response) =>
  ((await response.json()) as {errors?: Record<string, string>}).errors ?? {};

describe('the day a gift arrived', () => {
  it('is never after tomorrow, nor before its pledge, in a statement line: the line cannot be taken', async () => {
    const gift = await pledge(40);
    const lines = [
      HEADER,
      `31/12/9999,PAYNOW ${gift.reference},,40.00`,
      `${day(2)},GIRO FROM TAN,,10.00`,
      `${slashed(day(-1))},FAST ${gift.reference.toLowerCase()},,40.00`,
      `${monthsBack(13)},CHEQUE DEPOSIT,,75.00`,
      `${day(1)},FAST FROM LIM,,12.00`,
      `${monthsBack(11)},FAST FROM ONG,,13.00`,
    ];
    const dry = await statement(lines, true);
    expect(dry.status).toBe(200);
    expect(dry.body.problems).toEqual([
      {line: 2, message: expect.stringMatching(/^Line 2: the date 9999-12-31 is after tomorrow/)},
      {line: 3, message: expect.stringMatching(new RegExp(`^Line 3: the date ${day(2)} is after tomorrow`))},
      {
        line: 4,
        message: expect.stringMatching(
          new RegExp(`^Line 4: the date ${day(-1)} is before ${gift.reference} was pledged`),
        ),
      },
      {
        line: 5,
        message: expect.stringMatching(
          new RegExp(`^Line 5: the date ${monthsBack(13)} is more than a year ago`),
        ),
      },
    ]);
    // Only the lines in range are rows: tomorrow (a bank a time zone ahead) and 11 months back.
    expect(dry.body.rows.map((row) => [row.line, row.outcome])).toEqual([
      [6, 'unmatched'],
      [7, 'unmatched'],
    ]);
    const saved = await statement(lines, false);
    expect(saved.status).toBe(400);
    expect(saved.body.message).toMatch(/^Nothing was saved: 4 line\(s\)/);
    expect(await server.deps.store.findGift(gift.id)).toMatchObject({status: 'pledged'});
  });

  it('is between the pledge and tomorrow when staff mark a gift received', async () => {
    const gift = await pledge(25);
    for (const receivedOn of ['2062-01-01', slashed(day(2)), day(-1), '31/12/9999']) {
      const refused = await call(server, 'PATCH', `/api/staff/gifts/${gift.id}`, staff.token, {
        status: 'received',
        receivedOn,
      });
      expect(refused.status, receivedOn).toBe(400);
      expect((await fieldErrors(refused)).receivedOn).toBe(
        `Enter a day from ${gift.pledgedOn} (the day it was pledged) to ${day(1)} (tomorrow).`,
      );
    }
    const received = await call(server, 'PATCH', `/api/staff/gifts/${gift.id}`, staff.token, {
      status: 'received',
      receivedOn: day(0),
    });
    expect(received.status).toBe(200);
    expect(((await received.json()) as {gift: GiftRecord}).gift.receiptNumber).toMatch(/^NRD\d{7}$/);
  });

  it('is at most a year back and at latest tomorrow for a gift recorded by hand', async () => {
    const byHand = (receivedOn: string) =>
      call(server, 'POST', '/api/staff/gifts', staff.token, {
        amount: 300,
        project: 'education',
        name: 'Ong Brothers',
        showName: true,
        email: 'ong@gift-checks.example',
        receivedOn,
        paidBy: 'cheque',
      });
    for (const receivedOn of ['2062-03-01', monthsBack(13), day(2)]) {
      const refused = await byHand(receivedOn);
      expect(refused.status, receivedOn).toBe(400);
      expect((await fieldErrors(refused)).receivedOn).toBe(
        `Enter a day from ${monthsBack(12)} (a year ago) to ${day(1)} (tomorrow).`,
      );
    }
    expect((await byHand(monthsBack(11))).status).toBe(201);
  });

  it('is not before the pledge when staff settle a waiting transfer with its reference', async () => {
    const text = `FAST FROM KOH ${Date.now()}`;
    const saved = await statement([HEADER, `${day(-3)},${text},,60.00`], false);
    expect(saved.status).toBe(200);
    const waitingPage = (await (
      await call(server, 'GET', `/api/staff/gifts/transfers?q=${encodeURIComponent(text)}`, staff.token)
    ).json()) as {items: {id: string; text: string}[]};
    const waiting = waitingPage.items.find((transfer) => transfer.text === text)!;
    const gift = await pledge(60);
    // Typed as a donor reads it out (issue 56): small letters and spaces find the pledge as the import does.
    const refused = await call(server, 'POST', `/api/staff/gifts/transfers/${waiting.id}`, staff.token, {
      reference: gift.reference.toLowerCase().replaceAll('-', ' '),
    });
    expect(refused.status).toBe(400);
    expect((await fieldErrors(refused)).reference).toBe(
      `This transfer arrived on ${day(-3)}, before ${gift.reference} was pledged (${gift.pledgedOn}): it cannot pay that pledge.`,
    );
    // As a gift of its own it is taken, with the transfer's day.
    const settled = await call(server, 'POST', `/api/staff/gifts/transfers/${waiting.id}`, staff.token, {
      newGift: {project: 'general', name: 'Koh Family', showName: false, email: 'koh@gift-checks.example'},
    });
    expect(settled.status).toBe(200);
    expect(((await settled.json()) as {gift: GiftRecord}).gift).toMatchObject({receivedOn: day(-3)});
  });
});

describe('a bank statement cell', () => {
  it('with an invisible character is a line that cannot be taken, named by line, column and character', async () => {
    const lines = [
      // A byte-order mark at the very start is how many exports begin: it is not a cell's.
      `\uFEFF${HEADER}`,
      `${day(0)},PAYNOW NARD-\u202EAX3W-MQK7,,10.00`,
      `${day(0)},FAST FROM T\u200BAN,,11.00`,
      `${day(0)},GIRO\uFEFF FROM LIM,,12.00`,
      `${day(0)}\u200B,GIRO FROM ONG,,13.00`,
      `${day(0)},GIRO FROM GOH,,14.00`,
    ];
    const dry = await statement(lines, true);
    expect(dry.status).toBe(200);
    const invisible = (line: number, column: string, character: string) => ({
      line,
      message: `Line ${line}: ${column} holds an invisible or control character (${character}), which a bank's export never has: it could make the text read as something else. Remove it and import again.`,
    });
    expect(dry.body.problems).toEqual([
      invisible(2, 'Description', 'U+202E'),
      invisible(3, 'Description', 'U+200B'),
      invisible(4, 'Description', 'U+FEFF'),
      invisible(5, 'Transaction Date', 'U+200B'),
    ]);
    expect(dry.body.rows.map((row) => row.line)).toEqual([6]);
    expect((await statement(lines, false)).status).toBe(400);

    const clean = await statement([`\uFEFF${HEADER}`, `${day(0)},GIRO FROM GOH ${Date.now()},,14.00`], false);
    expect(clean.status).toBe(200);
    expect(clean.body.saved).toMatchObject({unmatched: 1});
  });
});
