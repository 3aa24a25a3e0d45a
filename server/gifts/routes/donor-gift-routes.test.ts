// My gifts without applying (issue 56) through the app, with a real SMTP server: a link asked for any
// address gets the same answer, is mailed only to an address that gave, opens once into a donor session
// that reads those gifts (list, receipt, statement) and nothing of anyone else's, and ends on sign-out. A
// donor is no applicant, and neither are staff or administrators.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {API_MESSAGES} from '../../../core/messages/index.ts';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {pdfText} from '../../../tests/support/poppler.ts';
import {
  call,
  logInWithSecondStep,
  signUpAndLogIn,
  type TestAccount,
} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';
import {DONOR_SESSION_MS} from '../donor-access.ts';
import {DONOR_SESSION_ENDED, DONOR_SESSION_HEADER} from './donor-gift-routes.ts';

let clock = Date.now();
let mail: MailCatcher;
let server: TestApp;
let staff: TestAccount;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({env: {SMTP_URL: mail.smtpUrl, RATE_LIMIT_FACTOR: '100'}, now: () => clock});
  staff = await signUpAndLogIn(server, 'staff@donor.example');
  await server.grantRole(staff, 'admin');
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

async function pledge(email: string, amount: number): Promise<string> {
  const response = await call(server, 'POST', '/api/gifts', null, {
    amount,
    project: 'urban-farming',
    name: 'Tan Ah Kow',
    showName: false,
    email,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as {data: {reference: string}}).data.reference;
}

const askLink = (email: string) => call(server, 'POST', '/api/donor/link', null, {email});
const tokenIn = (text: string) => /\/my-gifts#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const asDonor = (token: string, path: string, method = 'GET') =>
  server.fetch(`http://nard.test${path}`, {method, headers: {[DONOR_SESSION_HEADER]: token}});

async function openSession(email: string, since: number): Promise<string> {
  const linkMail = await mail.waitForMail(email, {since, subject: /see your gifts/});
  const opened = await call(server, 'POST', '/api/donor/session', null, {token: tokenIn(linkMail.text)});
  expect(opened.status).toBe(200);
  return ((await opened.json()) as {data: {donorToken: string}}).data.donorToken;
}

describe('My gifts by a mailed link', () => {
  it('answers every address alike, and mails a link only to one that gave', async () => {
    await pledge('gave@donor.example', 88);
    const since = Date.now();
    for (const email of ['gave@donor.example', 'never-gave@donor.example']) {
      const answer = await askLink(email);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({message: API_MESSAGES.donorLinkSent});
    }
    const linkMail = await mail.waitForMail('gave@donor.example', {since, subject: /see your gifts/});
    expect(linkMail.text).toContain('works once, for 60 minutes');
    expect(linkMail.text).not.toContain('Tan Ah Kow');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mail.mails.filter((caught) => caught.to.includes('never-gave@donor.example'))).toEqual([]);
  });

  it('opens once into a session that reads that address’s gifts, receipts and statement, and nothing else', async () => {
    const reference = await pledge('reader@donor.example', 50);
    const other = await pledge('someone-else@donor.example', 70);
    const list = (await (
      await call(server, 'GET', '/api/staff/gifts?search=reader%40donor.example', staff.token)
    ).json()) as {
      items: {id: string; reference: string}[];
    };
    const gift = list.items.find((item) => item.reference === reference)!;
    expect(
      (await call(server, 'PATCH', `/api/staff/gifts/${gift.id}`, staff.token, {status: 'received'})).status,
    ).toBe(200);

    const since = Date.now();
    await askLink('reader@donor.example');
    const linkMail = await mail.waitForMail('reader@donor.example', {since, subject: /see your gifts/});
    const token = tokenIn(linkMail.text);
    const opened = await call(server, 'POST', '/api/donor/session', null, {token});
    expect(opened.status).toBe(200);
    const {donorToken} = ((await opened.json()) as {data: {donorToken: string}}).data;
    // The link works once.
    const again = await call(server, 'POST', '/api/donor/session', null, {token});
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({message: API_MESSAGES.donorLinkDead});

    const gifts = (await (await asDonor(donorToken, '/api/donor/gifts')).json()) as {
      gifts: {id: string; reference: string; receiptNumber: string | null}[];
    };
    expect(gifts.gifts.map((item) => item.reference)).toEqual([reference]);
    expect(JSON.stringify(gifts)).not.toContain(other);
    const receiptNumber = gifts.gifts[0]!.receiptNumber!;
    const receipt = await asDonor(donorToken, `/api/donor/gifts/${gift.id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(await pdfText(Buffer.from(await receipt.arrayBuffer()))).toContain(receiptNumber);
    const year = new Date().getUTCFullYear();
    const statement = await asDonor(donorToken, `/api/donor/gifts/statement?year=${year}`);
    expect(statement.status).toBe(200);
    expect(await pdfText(Buffer.from(await statement.arrayBuffer()))).toContain('Tan Ah Kow');

    // The donor token opens nothing of an account: it is not an access token.
    expect((await call(server, 'GET', '/api/me/gifts', donorToken)).status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/me', donorToken)).status).toBe(401);
    // Signed out, it reads nothing more.
    expect((await asDonor(donorToken, '/api/donor/session', 'DELETE')).status).toBe(200);
    const ended = await asDonor(donorToken, '/api/donor/gifts');
    expect(ended.status).toBe(401);
    expect(await ended.json()).toMatchObject({code: DONOR_SESSION_ENDED});
  });

  it('ends a session after 12 hours, and a link after an hour', async () => {
    await pledge('late@donor.example', 20);
    let since = Date.now();
    await askLink('late@donor.example');
    const donorToken = await openSession('late@donor.example', since);
    clock += DONOR_SESSION_MS;
    expect((await asDonor(donorToken, '/api/donor/gifts')).status).toBe(401);
    since = Date.now();
    await askLink('late@donor.example');
    const linkMail = await mail.waitForMail('late@donor.example', {since, subject: /see your gifts/});
    clock += 60 * 60_000;
    const late = await call(server, 'POST', '/api/donor/session', null, {token: tokenIn(linkMail.text)});
    expect(late.status).toBe(400);
  });

  it('never lists a donor, a staff member or an administrator among applicants', async () => {
    await pledge('not-an-applicant@donor.example', 30);
    const volunteer = await signUpAndLogIn(server, 'volunteer@donor.example');
    // The clock moved past the staff token's life above: a new log-in with its second step.
    const reader = await logInWithSecondStep(server, staff.email);
    const applicants = (await (
      await call(server, 'GET', '/api/staff/applicants?pageSize=100', reader.token)
    ).json()) as {items: {email: string}[]};
    const emails = applicants.items.map((applicant) => applicant.email);
    expect(emails).toContain(volunteer.email);
    expect(emails).not.toContain('not-an-applicant@donor.example');
    expect(emails).not.toContain(staff.email);
  });
});
