// A bank statement's limits and its undo through the whole app (issue 55, deliverable 5): a statement over
// 20,000 lines is refused in words before it is read, the transfers waiting for a match come a page at a
// time and searchable, and "Undo this statement" takes one import back once, never after a receipt of it
// was mailed.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import {call, signUpAndLogIn, type TestAccount} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

const today = singaporeDate(Date.now());
const HEADER = 'Date,Description,Credit';

// No SMTP_URL: mails are written to files, so every receipt is mailed at once.
let server: TestApp;
let staff: TestAccount;
beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '100'}});
  staff = await signUpAndLogIn(server, 'staff@statements.example');
  await server.grantRole(staff, 'staff');
});
afterAll(async () => {
  await server?.close();
});

type Answer = {
  success: boolean;
  message: string;
  saved: {importId: string; received: number; review: number; unmatched: number};
  references: string[];
  reopened: string[];
};
async function importStatement(lines: string[], dryRun = false) {
  const response = await server.fetch(`/api/staff/gifts/bank-statement${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${staff.token}`, 'Content-Type': 'text/csv'},
    body: `${lines.join('\n')}\n`,
  });
  return {status: response.status, body: (await response.json()) as Answer};
}
async function undo(importId: string) {
  const response = await call(server, 'DELETE', `/api/staff/gifts/bank-statement/${importId}`, staff.token);
  return {status: response.status, body: (await response.json()) as Answer};
}
async function pledge(amount: number): Promise<string> {
  const response = await call(server, 'POST', '/api/gifts', null, {
    amount,
    project: 'general',
    name: 'Daniel Koh',
    showName: true,
    email: 'donor@statements.example',
  });
  return ((await response.json()) as {data: {reference: string}}).data.reference;
}
async function giftStatus(reference: string): Promise<string> {
  const response = await call(server, 'GET', `/api/staff/gifts?search=${reference}`, staff.token);
  const {items} = (await response.json()) as {items: {reference: string; status: string}[]};
  return items.find((gift) => gift.reference === reference)!.status;
}
type TransferPage = {items: {text: string}[]; total: number; page: number; pageSize: number};
async function waiting(query: string): Promise<TransferPage> {
  const response = await call(server, 'GET', `/api/staff/gifts/transfers${query}`, staff.token);
  expect(response.status).toBe(200);
  return (await response.json()) as TransferPage;
}

describe('a bank statement', () => {
  it('over 20,000 lines is refused in words, lines of empty cells counted as lines', async () => {
    const blank = Array.from({length: 20_000}, () => ',,');
    const refused = await importStatement([HEADER, ...blank], true);
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(
      'This statement has 20,001 lines; at most 20,000 are read at once. Export a shorter period (a month, say) and import each part.',
    );
    // At the limit it is read (and has nothing in it).
    expect((await importStatement([HEADER, ...blank.slice(1)], true)).status).toBe(200);
  });

  it('bigger than 4 MB is refused before it is read', async () => {
    const response = await server.fetch('/api/staff/gifts/bank-statement?dryRun=1', {
      method: 'POST',
      headers: {Authorization: `Bearer ${staff.token}`, 'Content-Type': 'text/csv'},
      body: `${HEADER}\n${'x'.repeat(4_300_000)}\n`,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as Answer).message).toBe(
      'The request body is too large. The limit is 4 MB.',
    );
  });

  it('checked by two staff at once gives each their own report (the checks take turns)', async () => {
    const one = [HEADER, `${today},TURN ONE,1.00`];
    const two = [HEADER, `${today},TURN TWO A,2.00`, `${today},TURN TWO B,3.00`];
    const [first, second] = await Promise.all([importStatement(one, true), importStatement(two, true)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const texts = (answer: typeof first) =>
      (answer.body as unknown as {rows: {text: string}[]}).rows.map((row) => row.text);
    expect(texts(first)).toEqual(['TURN ONE']);
    expect(texts(second)).toEqual(['TURN TWO A', 'TURN TWO B']);
  });

  it('leaves its unmatched transfers waiting a page at a time, found by text, amount or day', async () => {
    const lines = Array.from({length: 30}, (_, index) => `${today},PAGED GIRO ${index} LIM,${index + 1}.00`);
    expect((await importStatement([HEADER, ...lines])).status).toBe(200);
    const second = await waiting('?q=paged&page=2&pageSize=10');
    expect(second).toMatchObject({total: 30, page: 2, pageSize: 10});
    expect(second.items).toHaveLength(10);
    expect((await waiting('?q=PAGED%20GIRO%207%20')).items.map((item) => item.text)).toEqual([
      'PAGED GIRO 7 LIM',
    ]);
    expect((await waiting('?q=29.00')).items.map((item) => item.text)).toEqual(['PAGED GIRO 28 LIM']);
    expect((await waiting(`?q=${today}&pageSize=5`)).total).toBeGreaterThanOrEqual(30);
    expect((await waiting('?q=nobody%20sent%20this')).items).toEqual([]);
  });

  it('is undone once: its transfers go, the gift it held for review is a pledge again, a second undo is refused', async () => {
    const short = await pledge(40);
    const lines = [`${today},PAYNOW ${short},30.00`, `${today},UNDO ME STRAY,12.34`];
    const saved = await importStatement([HEADER, ...lines]);
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toMatchObject({review: 1, unmatched: 1});
    expect(await giftStatus(short)).toBe('review');

    const undone = await undo(saved.body.saved.importId);
    expect(undone.status).toBe(200);
    expect(undone.body.message).toBe(
      "Undone: the statement's 2 transfer(s) are removed and 1 gift is a pledge again.",
    );
    expect(undone.body.reopened).toEqual([short]);
    expect(await giftStatus(short)).toBe('pledged');
    expect((await waiting('?q=undo%20me')).total).toBe(0);

    const recent = await call(server, 'GET', '/api/staff/gifts/bank-statements', staff.token);
    const {items} = (await recent.json()) as {items: {id: string; undoneAt: string | null}[]};
    expect(items.find((item) => item.id === saved.body.saved.importId)?.undoneAt).toEqual(expect.any(String));

    const again = await undo(saved.body.saved.importId);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This statement was undone already \(\d{4}-/);
    // Its rows are no longer "imported before": the right statement can come in again.
    expect((await importStatement([HEADER, ...lines])).body.saved).toMatchObject({review: 1, unmatched: 1});
    expect((await undo('424242')).status).toBe(404);
  });

  it('is not undone once a receipt from it was mailed, and says which gift', async () => {
    const paid = await pledge(25);
    const saved = await importStatement([HEADER, `${today},PAYNOW ${paid},25.00`]);
    expect(saved.body.saved).toMatchObject({received: 1});
    await server.deps.background.settled();
    const refused = await undo(saved.body.saved.importId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `This statement cannot be undone: the receipts of ${paid} were already mailed to the donors. Void those gifts one by one instead.`,
    );
    expect(refused.body.references).toEqual([paid]);
    expect(await giftStatus(paid)).toBe('received');
  });
});
