// A receipt that cannot be mailed (issue 55): on a server of its own whose mail server is down, staff mark a
// gift received and get their answer at once; the Gifts screen says the receipt is not delivered yet and
// why, the Overview counts it; the mail server comes back, staff press Send again, and the receipt
// arrives, once.
import {freePort} from '../support/free-port.ts';
import {type MailCatcher, startMailCatcher} from '../support/mail-catcher.ts';
import {type RunningServer, startServer} from '../support/start-server.ts';
import {expect, test} from './site-test.test-support.ts';
import {openConsoleAs, openSection} from './staff.test-support.ts';

let smtpPort: number;
let server: RunningServer;
let mail: MailCatcher | null = null;
test.beforeAll(async () => {
  smtpPort = await freePort();
  // Nothing listens on smtpPort: every try to mail is refused.
  server = await startServer({
    env: {SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_FACTOR: '50', MAIL_SEND_INTERVAL_MS: '1000'},
  });
});
test.afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

const donor = `receipt.${Date.now()}@example.org`;

test('a receipt the mail server refused is said on the Gifts screen, and Send again mails it once', async ({
  browser,
}) => {
  // A server of its own, a console set up from scratch, and a mail server that comes back.
  test.setTimeout(120_000);
  const pledged = await fetch(`${server.url}/api/gifts`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({amount: 60, project: 'general', name: 'Nur Aisyah', showName: true, email: donor}),
  });
  const {reference} = ((await pledged.json()) as {data: {reference: string}}).data;

  const context = await browser.newContext({baseURL: server.url});
  const staff = await context.newPage();
  await openConsoleAs(staff, 'staff', 'Mei Lin Goh', server);
  await openSection(staff, 'Gifts');
  const search = staff.getByLabel('Find by reference, name, e-mail, amount or day');
  await search.fill(reference);
  await staff.getByRole('button', {name: `Mark ${reference} received`}).click();
  await staff
    .getByRole('dialog', {name: `Mark ${reference} received`})
    .getByRole('button', {name: 'Mark received'})
    .click();
  await expect(staff.getByText(`Received: ${reference}.`)).toBeVisible();

  // The sender tried at once and was refused: the list says so (searched again to reload it).
  const gifts = staff.getByRole('table', {name: 'Gifts, newest first'});
  await expect(async () => {
    await search.fill('');
    await search.fill(reference);
    await expect(
      gifts.getByText('Not delivered yet: the mail server refused the connection (is it running?)'),
    ).toBeVisible({timeout: 1_000});
  }).toPass();
  const receipt = (await gifts.getByRole('row').nth(1).textContent())?.match(/· ([A-Z0-9]{0,3}\d{7})/)?.[1];
  expect(receipt).toBeTruthy();

  await staff
    .getByRole('navigation', {name: 'Staff console'})
    .getByRole('link', {name: 'Overview', exact: true})
    .click();
  await expect(staff.getByRole('heading', {level: 1, name: 'Staff console'})).toBeVisible();
  await expect(staff.getByRole('link', {name: /^[1-9]\d* mails? not delivered yet$/})).toBeVisible();

  // The mail server is back; staff send the receipt again.
  mail = await startMailCatcher({port: smtpPort});
  await openSection(staff, 'Gifts');
  await staff.getByLabel('Find by reference, name, e-mail, amount or day').fill(reference);
  await staff.getByRole('button', {name: `Send receipt ${receipt} again`}).click();
  await expect(staff.getByText(`Receipt ${receipt} is on its way to ${donor} again.`)).toBeVisible();
  const arrived = await mail.waitForMail(donor, {subject: /receipt/});
  expect(arrived.subject).toContain(receipt);
  await expect(async () => {
    await staff.getByLabel('Find by reference, name, e-mail, amount or day').fill('');
    await staff.getByLabel('Find by reference, name, e-mail, amount or day').fill(reference);
    await expect(
      staff.getByRole('table', {name: 'Gifts, newest first'}).getByText(/Receipt mailed at /),
    ).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
  // Once: the sender's timer (every second here) passes over the outbox again and sends nothing more.
  await staff.waitForTimeout(3_000);
  expect(
    mail.mails.filter((caught) => caught.to.includes(donor) && /receipt/.test(caught.subject)),
  ).toHaveLength(1);

  await openSection(staff, 'Activity');
  await expect(
    staff.getByText(`sent the receipt ${receipt} of the gift ${reference} again to ${donor}`),
  ).toBeVisible();
});
