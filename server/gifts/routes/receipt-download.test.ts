// The receipt staff download, through the whole app (in-process, a real SQLite file): the method the gift
// was paid by, the signatory and the deduction period from configuration, and the summary in the gift's
// language (issue 56; the PDF's own layout is server/gifts/receipt-pdf.test.ts).
import {afterAll, beforeAll, expect, it} from 'vitest';
import type {GiftRecord} from '../../../core/donate/index.ts';
import {formatLongDate} from '../../../core/format/index.ts';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import {pdfText} from '../../../tests/support/poppler.ts';
import {call, signUpAndLogIn, type TestAccount} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

const today = singaporeDate(Date.now());
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

let server: TestApp;
let staff: TestAccount;
beforeAll(async () => {
  server = await startTestApp({
    env: {
      IPC_REGISTRATION: 'IPC000123',
      RATE_LIMIT_FACTOR: '100',
      RECEIPT_SIGNATORY: 'Tan Mei Ling, Treasurer',
      // Today starts the second period, whatever day the test runs.
      RECEIPT_DEDUCTION: `250% until ${yesterday}; 180% until 2099-12-31`,
    },
  });
  staff = await signUpAndLogIn(server, 'staff@receipts.example');
  await server.grantRole(staff, 'staff');
});
afterAll(async () => {
  await server?.close();
});

async function receiptWords(gift: GiftRecord): Promise<string> {
  const pdf = await call(server, 'GET', `/api/staff/gifts/${gift.id}/receipt`, staff.token);
  expect(pdf.status).toBe(200);
  return pdfText(new Uint8Array(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
}

it('gives a pledge pledged in Chinese its method, period and signatory, with a summary in Chinese', async () => {
  const pledged = await server.fetch('/api/gifts', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'Accept-Language': 'zh-SG'},
    body: JSON.stringify({
      amount: 80,
      project: 'education',
      name: '陈慧玲',
      showName: false,
      email: 'chen@receipts.example',
      taxDeduction: {idType: 'NRIC', idNumber: 'S1234567D', fullName: 'Chen Hui Ling', consent: true},
    }),
  });
  expect(pledged.status).toBe(201);
  const {reference} = ((await pledged.json()) as {data: {reference: string}}).data;
  const listed = (await (
    await call(server, 'GET', `/api/staff/gifts?search=${reference}`, staff.token)
  ).json()) as {
    items: GiftRecord[];
  };
  const received = await call(server, 'PATCH', `/api/staff/gifts/${listed.items[0]!.id}`, staff.token, {
    status: 'received',
  });
  const {gift} = (await received.json()) as {gift: GiftRecord};
  const words = await receiptWords(gift);
  expect(words).toContain('Paid by PayNow or bank transfer');
  expect(words).toContain(
    `Tax deduction: 180% of the amount, for donations made from ${formatLongDate(today)} to 31 December 2099.`,
  );
  expect(words).toContain('Issued by Tan Mei Ling, Treasurer');
  expect(words).not.toContain('computer-generated');
  expect(words.replace(/\s+/g, '')).toContain('付款方式PayNow或银行转账');
  expect(words.replace(/\s+/g, '')).toContain('签发人：TanMeiLing,Treasurer');
});

it('gives a cheque recorded by hand "Paid by Cheque" and its number, in English only', async () => {
  const response = await call(server, 'POST', '/api/staff/gifts', staff.token, {
    amount: 88,
    project: 'general',
    name: 'Tan Ah Kow',
    showName: false,
    email: 'tan@receipts.example',
    receivedOn: today,
    paidBy: 'cheque',
    chequeNumber: '004211',
  });
  expect(response.status).toBe(201);
  const words = await receiptWords(((await response.json()) as {gift: GiftRecord}).gift);
  expect(words).toMatch(/Paid by\s+Cheque 004211/);
  expect(words).toContain('No goods or services were given in return for this donation.');
  expect(words).not.toMatch(/[\u4e00-\u9fff]/);
});
