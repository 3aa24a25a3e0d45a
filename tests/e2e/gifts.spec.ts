// The whole path of a gift (issue 22), in a real browser against a server of its own (an IPC, with its
// own mail catcher): a donor gives from /contributions with an NRIC and scans the QR (decoded with jsQR);
// staff import the bank statement (one matched, one short, one with no reference), resolve the two by
// hand, and the receipt mail's PDF carries the right number and amount; /contributions shows the gift;
// the IRAS file has the row; the same statement again adds nothing. On a partner page the donate element
// offers the same deduction.
import {readFile} from 'node:fs/promises';
import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import {MESSAGES} from '../../core/messages/index.ts';
import {type MailCatcher, startMailCatcher} from '../support/mail-catcher.ts';
import {pdfText} from '../support/poppler.ts';
import {type RunningServer, startServer} from '../support/start-server.ts';
import {expectNoAxeViolations, gotoReady, logIn, newApplicant, signUpByApi} from './accounts.test-support.ts';
import {axeFindings} from './axe.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {confirmItIsYou, openConsoleAs, openSection} from './staff.test-support.ts';

let server: RunningServer;
let mail: MailCatcher;
test.beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({
    env: {
      SMTP_URL: mail.smtpUrl,
      IPC_REGISTRATION: 'IPC000123',
      IPC_VALID_UNTIL: '2028-06-30',
      RATE_LIMIT_FACTOR: '50',
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});
test.use({deviceScaleFactor: 2});

// The statement is of today (Singapore): a transfer cannot arrive before its pledge or after tomorrow.
const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const [year, month, day] = today.split('-') as [string, string, string];
const spelled = `${Number(day)} ${'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[Number(month) - 1]} ${year}`;

const donor = {name: 'Siti Rahmah', email: `siti.${Date.now()}@example.org`, nric: 'S1234567D'};

/** A pledge straight through the API, as the widget or a second donor would make it. */
async function pledgeByApi(amount: number, name: string): Promise<string> {
  const answer = await fetch(`${server.url}/api/gifts`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({
      amount,
      project: 'carting',
      name,
      showName: true,
      email: `${name.split(' ')[0]}@example.org`,
    }),
  });
  return ((await answer.json()) as {data: {reference: string}}).data.reference;
}

test('a donor gives with an NRIC, staff match the statement, the receipt goes out, the gift counts', async ({
  browser,
}) => {
  const context = await browser.newContext({baseURL: server.url});
  const page = await context.newPage();

  // The donor: Give now, with the tax deduction.
  await page.goto('/contributions#give-now');
  const card = page.locator('#give-now');
  await card.getByRole('radio', {name: '$100'}).check();
  await card.getByLabel('Where your gift goes').selectOption({label: 'Nard Urban Farming'});
  await card.getByLabel('Your name').fill(donor.name);
  await card.getByLabel('Show my name on the contributions page').check();
  await card.getByLabel('E-mail for your receipt').fill(donor.email);
  await card.getByLabel('I want a tax deduction').check();
  await card.getByRole('radio', {name: 'NRIC'}).check();
  await card.getByRole('textbox', {name: 'ID number'}).fill('S1234567A');
  await card.getByRole('button', {name: 'Give now'}).click();
  // The check letter is wrong, the name on the ID and the consent are missing: said in place.
  await expect(card.getByText('The last letter does not match the digits of this NRIC')).toBeVisible();
  await expect(card.getByRole('textbox', {name: 'ID number'})).toBeFocused();
  await card.getByRole('textbox', {name: 'ID number'}).fill(donor.nric);
  await card.getByLabel('Name as on the ID').fill('Siti binte Rahmah');
  await card.getByRole('checkbox', {name: /^I agree that The Nard Foundation/}).check();
  await card.getByRole('button', {name: 'Give now'}).click();

  const confirmation = card.locator('[data-pledge-reference]');
  await expect(confirmation).toBeVisible();
  const reference = (await confirmation.getAttribute('data-pledge-reference'))!;
  expect(reference).toMatch(/^NARD-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  await expect(card.getByRole('heading', {name: 'Your gift of $100 to Nard Urban Farming'})).toBeFocused();
  await expect(card.getByText('Comments (your reference)')).toBeVisible();
  const png = PNG.sync.read(await card.locator('img[data-pledge-qr]').screenshot());
  const payload = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
  expect(payload).toContain(`01${String(reference.length).padStart(2, '0')}${reference}`);
  expect(payload).toContain('5406100.00');
  await expectNoAxeViolations(page);
  const pledgeMail = await mail.waitForMail(donor.email, {subject: /gift reference/});
  expect(pledgeMail.text).toContain(reference);

  // Two more pledges, one paid short; and a transfer with no reference at all.
  const short = await pledgeByApi(40, 'Daniel Koh');
  const statement = [
    'Account Number:,123-456789-0',
    `Statement for,${spelled}`,
    '',
    'Date,Description,Withdrawal,Deposit',
    `${spelled},"PAYNOW FROM SITI ${reference.toLowerCase()}",,100.00`,
    `${day}/${month}/${year},FAST ${short},,25.00`,
    `${today},GIRO FROM LIM FAMILY,,"1,200.00"`,
  ].join('\n');

  // Staff: the statement, checked then saved.
  const staff = await context.newPage();
  await openConsoleAs(staff, 'staff', 'Mei Lin Goh', server);
  await openSection(staff, 'Gifts');
  await staff.getByRole('button', {name: 'Import a bank statement...'}).click();
  const dialog = staff.getByRole('dialog', {name: 'Import a bank statement'});
  const file = {name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement)};
  await dialog.getByLabel('Statement (CSV)').setInputFiles(file);
  await dialog.getByRole('button', {name: 'Check the statement'}).click();
  const report = dialog.getByRole('table', {name: 'Each transfer in the statement'});
  await expect(report.getByRole('row').nth(1)).toContainText('Matched');
  await expect(report.getByRole('row').nth(2)).toContainText('Needs review');
  await expect(report.getByRole('row').nth(3)).toContainText('No match');
  await expectNoAxeViolations(staff);
  await dialog.getByRole('button', {name: /^Save: 1 matched, 1 to review, 1 without a match/}).click();
  await expect(
    staff.getByText('Statement saved: 1 received (receipts sent), 1 to review, 1 waiting for a match'),
  ).toBeVisible();

  // The list finds a gift as a donor reads its reference out (small letters, spaces), a page at a time.
  const search = staff.getByLabel('Find by reference, name, e-mail, amount or day');
  await search.fill(short.toLowerCase().replaceAll('-', ' '));
  const gifts = staff.getByRole('table', {name: 'Gifts, newest first'});
  await expect(gifts.getByRole('row')).toHaveCount(2);
  await expect(gifts.getByRole('row').nth(1)).toContainText(short);

  // The short one: staff take what arrived; the stray transfer becomes a gift of its own.
  await staff.getByRole('button', {name: `Mark ${short} received`}).click();
  const receive = staff.getByRole('dialog', {name: `Mark ${short} received`});
  await expect(receive.getByLabel('Amount received (S$)')).toHaveValue('25');
  await receive.getByRole('button', {name: 'Mark received'}).click();
  await expect(staff.getByText(`Received: ${short}.`)).toBeVisible();
  await search.fill('');
  await staff.getByRole('button', {name: `Record the $1,200 of ${today} as a new gift`}).click();
  const newGift = staff.getByRole('dialog', {name: 'Record as a new gift'});
  await newGift.getByLabel("Donor's name", {exact: true}).fill('Lim Family');
  await newGift.getByLabel("Donor's e-mail for the receipt").fill('lim.family@example.org');
  await newGift.getByRole('button', {name: 'Record the gift'}).click();
  await expect(staff.getByText(/^Recorded as NARD-/)).toBeVisible();
  await expect(staff.getByRole('heading', {name: /Transfers waiting for a match/})).toHaveCount(0);

  // The receipt: the next number, the amount, the masked NRIC, never the full one.
  const receiptMail = await mail.waitForMail(donor.email, {subject: /receipt/});
  const number = /receipt (\S+) from/.exec(receiptMail.subject)?.[1] ?? '';
  expect(number).toMatch(/^NRD\d{7}$/);
  const receipt = pdfText(receiptMail.attachments[0]!.bytes);
  expect(receipt).toContain(number);
  expect(receipt).toContain('$100');
  expect(receipt).toContain('S****567D');
  expect(receipt).not.toContain(donor.nric);

  // The gift is on /contributions under its project, with the donor's name as they chose.
  await page.goto('/contributions');
  await page.getByRole('button', {name: 'Contributor list for Nard Urban Farming'}).click();
  await expect(
    page.getByRole('table', {name: /^Contributors to Nard Urban Farming/}).getByText(donor.name),
  ).toBeVisible();

  // The IRAS file has the record with the full number; staff mark it submitted, so it counts as filed.
  await staff.getByRole('button', {name: 'IRAS file...'}).click();
  const iras = staff.getByRole('dialog', {name: 'The IRAS file'});
  await iras.getByLabel('Year of the gifts').selectOption(year);
  await expect(iras.getByText(/^1 gift to file, \$100 in whole dollars\./)).toBeVisible();
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    iras
      .getByRole('button', {name: 'Download the IRAS file'})
      .click()
      .then(() => confirmItIsYou(staff)),
  ]);
  const irasFile = await readFile((await download.path())!, 'utf8');
  expect(irasFile.split('\r\n')[1]).toBe(
    `1,1,${donor.nric},Siti binte Rahmah,,,,,,100,${today.replaceAll('-', '')},${number},O,Z`,
  );
  const filing = iras.getByRole('form', {name: /^Mark submitted: File of 1 gift \(\$100\)/});
  await filing.getByRole('button', {name: 'Mark submitted'}).click();
  await expect(iras.getByText(`Marked submitted on ${today}.`)).toBeVisible();
  await expect(
    iras.getByText(`No gift of ${year} is waiting to be filed. 1 gift of ${year} filed already.`),
  ).toBeVisible();
  await expectNoAxeViolations(staff);
  await iras.getByRole('button', {name: 'Close'}).click();

  // The donor makes an account with the same address, confirms it, and finds the gift and its receipt
  // (in a browser of their own: a log-in here would sign the staff tab out).
  const own = await (await browser.newContext({baseURL: server.url})).newPage();
  const account = {...newApplicant('donor'), email: donor.email, fullName: donor.name};
  await signUpByApi(account, 'volunteer', '91234567', server.url);
  const welcome = await mail.waitForMail(donor.email, {subject: /account/});
  const link = new URL(/^(http\S+\/confirm-email#\S+)$/m.exec(welcome.text)![1]!);
  await own.goto(`${link.pathname}${link.hash}`);
  await expect(own.getByRole('status').filter({hasText: MESSAGES.emailConfirmed})).toBeVisible();
  await gotoReady(own, '/log-in');
  await logIn(own, donor.email, account.password);
  await expect(own).toHaveURL(/\/profile$/);
  const mine = own.getByRole('region', {name: 'My gifts'});
  await expect(mine.getByText('$100 to Nard Urban Farming')).toBeVisible();
  await expect(mine.getByText(`Receipt ${number}.`)).toBeVisible();
  const [receiptFile] = await Promise.all([
    own.waitForEvent('download'),
    mine.getByRole('button', {name: `Download receipt ${number}`}).click(),
  ]);
  expect(pdfText(await readFile((await receiptFile.path())!))).toContain(number);

  await own.context().close();

  // Voided after it was filed, the gift is to correct with IRAS, with its receipt number.
  await search.fill(reference);
  await staff.getByRole('button', {name: `Void ${reference}`}).click();
  const voiding = staff.getByRole('dialog', {name: `Void ${reference}`});
  await voiding.getByLabel('Why is it void?').fill('The bank reversed the transfer');
  await voiding.getByRole('button', {name: 'Void the gift'}).click();
  await expect(staff.getByText(`Void: ${reference}.`)).toBeVisible();
  await staff.getByRole('button', {name: 'IRAS file...'}).click();
  await iras.getByLabel('Year of the gifts').selectOption(year);
  await expect(iras.getByRole('listitem').filter({hasText: reference})).toHaveText(
    `${reference}, receipt ${number}, filed at $100: voided or refunded: send it at $0.`,
  );
  const [amendment] = await Promise.all([
    staff.waitForEvent('download'),
    iras.getByRole('button', {name: 'Download the amendment file'}).click(),
  ]);
  expect((await readFile((await amendment.path())!, 'utf8')).split('\r\n')[1]).toContain(`,0,`);
  await iras.getByRole('button', {name: 'Close'}).click();
  await search.fill('');

  // The same statement again: nothing new.
  await staff.getByRole('button', {name: 'Import a bank statement...'}).click();
  await dialog.getByLabel('Statement (CSV)').setInputFiles(file);
  await dialog.getByRole('button', {name: 'Check the statement'}).click();
  await expect(
    dialog.getByText('0 matched, 0 to review, 0 without a match, 3 imported before.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', {name: /^Save/})).toHaveCount(0);
  await context.close();
});

test('on a partner page, the donate element offers the tax deduction with its three ID types', async ({
  page,
}) => {
  await page.goto(`${server.url}/demo/urban-farm/`);
  const donate = page.locator('nard-donate');
  await donate.getByLabel('Your name').fill('Tan Holdings');
  await donate.getByLabel('E-mail for your receipt').fill(`tan.${Date.now()}@example.org`);
  await donate.getByLabel('I want a tax deduction').check();
  const idTypes = donate.getByRole('group', {name: 'ID type'}).getByRole('radio');
  await expect(idTypes).toHaveCount(3);
  expect(
    await idTypes.evaluateAll((radios) => radios.map((radio) => radio.parentElement!.textContent)),
  ).toEqual(['NRIC', 'FIN', 'UEN (for a company)']);
  await donate.getByRole('radio', {name: 'UEN (for a company)'}).check();
  await donate.getByRole('textbox', {name: 'ID number'}).fill('201234567K');
  await donate.getByLabel('Name as on the ID').fill('Tan Holdings Pte Ltd');
  await donate.getByRole('checkbox', {name: /^I agree that The Nard Foundation/}).check();
  await donate.getByRole('button', {name: 'Give now'}).click();
  await expect(donate.locator('[data-pledge-reference]')).toBeVisible();
  expect(await axeFindings(page, {include: 'nard-donate'})).toEqual([]);
});
