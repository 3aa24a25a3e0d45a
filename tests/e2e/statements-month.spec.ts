// A month's statements from three banks, reconciled in the console (issue 56): DBS/POSB's older layout,
// OCBC's (a description going on in the next rows) and UOB's (a description's lines in one cell), 12
// transfers in all: matched ones, a wrong amount, a reference typed loosely, one off by a character (the
// likely pledge suggested first), two without any reference (recorded as new gifts, one with no e-mail),
// and one imported twice; then a cash gift with no e-mail and its receipt. The month ends clean.
import {readFile} from 'node:fs/promises';
import type {Page} from '@playwright/test';
import {bankDate} from '../support/bank-statements.ts';
import {type MailCatcher, startMailCatcher} from '../support/mail-catcher.ts';
import {pdfText} from '../support/poppler.ts';
import {type RunningServer, startServer} from '../support/start-server.ts';
import {expectNoAxeViolations} from './accounts.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {openConsoleAs, openSection} from './staff.test-support.ts';

let server: RunningServer;
let mail: MailCatcher;
test.beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({env: {SMTP_URL: mail.smtpUrl, RATE_LIMIT_FACTOR: '50'}});
});
test.afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function pledge(amount: number, name: string): Promise<string> {
  const answer = await fetch(`${server.url}/api/gifts`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({
      amount,
      project: 'education',
      name,
      showName: true,
      email: `${name.toLowerCase().replaceAll(' ', '.')}.${Date.now()}@example.org`,
    }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as {data: {reference: string}}).data.reference;
}

/** The reference with one character changed, as a donor mistypes it. */
function offByOne(reference: string): string {
  const last = reference.at(-1)!;
  return `${reference.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
}

async function importStatement(staff: Page, name: string, csv: string, counts: string) {
  await staff.getByRole('button', {name: 'Import a bank statement...'}).click();
  const dialog = staff.getByRole('dialog', {name: 'Import a bank statement'});
  await dialog
    .getByLabel('Statement (CSV)')
    .setInputFiles({name, mimeType: 'text/csv', buffer: Buffer.from(csv)});
  await dialog.getByRole('button', {name: 'Check the statement'}).click();
  await expect(dialog.getByText(counts, {exact: true})).toBeVisible();
  await dialog.getByRole('button', {name: /^Save: /}).click();
  await expect(staff.getByText(/^Statement saved: /)).toBeVisible();
}

test('three banks, one month: every transfer settled, the likely pledge first, a cash gift with no e-mail', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [a, b, c, d, e, f, g, h, i, j] = await Promise.all(
    [
      [100, 'Tan Ah Kow'],
      [50, 'Siti Rahmat'],
      [45, 'Lim Mei Ling'],
      [20, 'Ong Beng Hock'],
      [120, 'Ng Bee Hoon'],
      [60, 'Wong Kai Ming'],
      [35, 'Rajesh Kumar'],
      [75, 'Chua Siew Lan'],
      [30, 'Muthu Krishnan'],
      [25, 'Daniel Koh'],
    ].map(([amount, name]) => pledge(amount as number, name as string)),
  );
  const dbsDay = bankDate('dbs-older', today);
  const dbs = [
    'Account Details For:,POSB eSavings Account 123-45678-9',
    `Statement as at:,${dbsDay}`,
    '',
    'Transaction Date,Reference,Debit Amount,Credit Amount,Transaction Ref1,Transaction Ref2,Transaction Ref3',
    `${dbsDay},ICT,,100.00,PAYNOW TRANSFER,TAN AH KOW,${a}`,
    `${dbsDay},ITR,,50.00,FAST PAYMENT,SITI RAHMAT,${b!.toLowerCase().replaceAll('-', ' ')}`,
    `${dbsDay},ICT,,40.00,PAYNOW TRANSFER,LIM MEI LING,${c}`,
    `${dbsDay},ICT,,20.00,PAYNOW TRANSFER,ONG BENG HOCK,OTHR ${d}`,
    `${dbsDay},POS,23.40,,NTUC FAIRPRICE,,`,
  ].join('\n');
  const ocbcDay = bankDate('ocbc', today);
  const ocbc = [
    'Account details for:,360 Account 601-234567-001',
    '',
    'Transaction date,Value date,Description,Withdrawals (SGD),Deposits (SGD)',
    `${ocbcDay},${ocbcDay},PAYNOW-FAST,,120.00`,
    ',,FROM: NG BEE HOON,,',
    `,,OTHR ${e},,`,
    `${ocbcDay},${ocbcDay},PAYNOW-FAST,,60.00`,
    ',,FROM: WONG KAI MING,,',
    `,,OTHR ${offByOne(f!)},,`,
    `${ocbcDay},${ocbcDay},FAST PAYMENT,,40.00`,
    ',,FROM: PRIYA NAIR,,',
    `${ocbcDay},${ocbcDay},PAYNOW-FAST,,35.00`,
    `,,FROM: RAJESH KUMAR ${g},,`,
  ].join('\n');
  const uobDay = bankDate('uob', today);
  const uobHeader = [
    'United Overseas Bank Limited,,,,',
    'Account Number:,345-678-901-2,,,',
    ',,,,',
    'Transaction Date,Transaction Description,Withdrawal,Deposit,Available Balance',
  ];
  const chua = `${uobDay},"FUND TRANSFER\nCHUA SIEW LAN\n${h}",,75.00,"5,075.00"`;
  const uobEarly = [...uobHeader, chua].join('\n');
  const uobMonth = [
    ...uobHeader,
    chua,
    `${uobDay},"PAYNOW-FAST\nOTHR MUTHU KRISHNAN\n${i}",,30.00,"5,105.00"`,
    `${uobDay},"PAYNOW-FAST\nOTHR ALI BIN HASSAN",,15.00,"5,120.00"`,
    `${uobDay},"PAYNOW-FAST\nOTHR DANIEL KOH\n${j}",,25.00,"5,145.00"`,
  ].join('\n');

  const context = await browser.newContext({baseURL: server.url, viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  await openConsoleAs(page, 'staff', 'Mei Lin Goh', server);
  await openSection(page, 'Gifts');
  await importStatement(
    page,
    'dbs.csv',
    dbs,
    '3 matched, 1 to review, 0 without a match, 0 imported before.',
  );
  await importStatement(
    page,
    'ocbc.csv',
    ocbc,
    '2 matched, 0 to review, 2 without a match, 0 imported before.',
  );
  await importStatement(
    page,
    'uob-early.csv',
    uobEarly,
    '1 matched, 0 to review, 0 without a match, 0 imported before.',
  );
  await importStatement(
    page,
    'uob.csv',
    uobMonth,
    '2 matched, 0 to review, 1 without a match, 1 imported before.',
  );

  const waiting = page.getByRole('table', {name: 'Transfers waiting for a match'});
  await expect(waiting.getByRole('row')).toHaveCount(4);
  await expect(waiting.getByText('From WONG KAI MING')).toBeVisible();

  // The one off by a character: its pledge is suggested first, with why.
  await page.getByRole('button', {name: `Match the $60 of ${today} to a pledge`}).click();
  const match = page.getByRole('dialog', {name: 'Match to a pledge'});
  const likely = match.getByRole('region', {name: 'Likely pledges, best first'}).getByRole('listitem');
  await expect(likely.first()).toContainText(f!);
  await expect(likely.first()).toContainText('1 character off');
  await expectNoAxeViolations(page);
  await likely
    .first()
    .getByRole('button', {name: `Use ${f}`})
    .click();
  await expect(match.getByLabel('Gift reference')).toHaveValue(f!);
  await match.getByRole('button', {name: 'Match', exact: true}).click();
  await expect(page.getByText(`Matched to ${f}.`)).toBeVisible();

  // The two with no reference at all: new gifts, one for a payer who gave no e-mail.
  await page.getByRole('button', {name: `Record the $40 of ${today} as a new gift`}).click();
  const first = page.getByRole('dialog', {name: 'Record as a new gift'});
  await first.getByLabel("Donor's name", {exact: true}).fill('Priya Nair');
  await first.getByRole('button', {name: 'Record the gift'}).click();
  await expect(
    page.getByText(/has no e-mail to go to: download it and give or post it to the donor\.$/),
  ).toBeVisible();
  await page.getByRole('button', {name: `Record the $15 of ${today} as a new gift`}).click();
  const second = page.getByRole('dialog', {name: 'Record as a new gift'});
  await second.getByLabel("Donor's name", {exact: true}).fill('Ali bin Hassan');
  await second.getByLabel("Donor's e-mail for the receipt").fill('ali.hassan@example.org');
  await second.getByRole('button', {name: 'Record the gift'}).click();
  await expect(page.getByText(/^Recorded as NARD-.*is on its way to the donor\.$/)).toBeVisible();
  await expect(page.getByRole('heading', {name: /Transfers waiting for a match/})).toHaveCount(0);

  // The wrong amount: staff take what arrived.
  await page.getByLabel('Find by reference, name, e-mail, amount or day').fill(c!);
  await page.getByRole('button', {name: `Mark ${c} received`}).click();
  const receive = page.getByRole('dialog', {name: `Mark ${c} received`});
  await expect(receive.getByLabel('Amount received (S$)')).toHaveValue('40');
  await receive.getByRole('button', {name: 'Mark received'}).click();
  await expect(page.getByText(`Received: ${c}.`, {exact: false})).toBeVisible();

  // A cash gift handed over at the shop, with no e-mail: recorded, and its receipt downloaded to print.
  await page.getByRole('button', {name: 'Record a gift...'}).click();
  const cash = page.getByRole('dialog', {name: 'Record a gift'});
  await cash.getByLabel('Amount received (S$)').fill('88');
  await cash.getByLabel('Paid by').selectOption('cash');
  await cash.getByLabel("Donor's name", {exact: true}).fill('TAN AH KOW');
  await cash.getByRole('button', {name: 'Record the gift'}).click();
  const recorded = page.getByText(/^Recorded: (NARD-\S+)\. Receipt (\S+) has no e-mail/);
  await expect(recorded).toBeVisible();
  const [, cashReference, receiptNumber] = /^Recorded: (\S+)\. Receipt (\S+) /.exec(
    (await recorded.textContent())!,
  )!;
  await page.getByLabel('Find by reference, name, e-mail, amount or day').fill(cashReference!);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', {name: `Download receipt ${receiptNumber}`}).click(),
  ]);
  const receipt = pdfText(await readFile((await download.path())!));
  expect(receipt).toContain(receiptNumber);
  expect(receipt).toMatch(/Paid by\s+Cash/);

  // A clean month: nothing to review, nothing waiting, and every pledge of the month received.
  await page.getByLabel('Find by reference, name, e-mail, amount or day').fill('');
  await page.getByLabel('Status').selectOption('review');
  await expect(page.getByText('No gifts match this search or these filters.')).toBeVisible();
  for (const reference of [a, b, c, d, e, f, g, h, i, j]) {
    await page.getByLabel('Status').selectOption('received');
    await page.getByLabel('Find by reference, name, e-mail, amount or day').fill(reference!);
    await expect(page.getByRole('table', {name: 'Gifts, newest first'}).getByText(reference!)).toBeVisible();
  }
  await context.close();
});
