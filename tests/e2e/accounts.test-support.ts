// Shared steps of the account e2e specs: fill the application form, log in, read a reset code, run axe.
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {MESSAGES} from '../../core/messages/index.ts';
import {axeFindings} from './axe.test-support.ts';
import {gotoReady} from './page-ready.test-support.ts';

export {gotoReady};

/** A fresh applicant per test, so parallel workers never collide on an e-mail address. */
export function newApplicant(tag: string) {
  const unique = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {fullName: 'Ana Tan', email: `ana.${unique}@example.com`, password: 'Garden1!'};
}

/** Fails with the rule ids and targets when axe finds any violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // Route changes render lazily: check the page once its main heading is there.
  await expect(page.locator('main h1').first()).toBeVisible();
  // A dialog fades in over 200 ms; axe measuring contrast mid-fade sees paler colours than anyone reads.
  // Wait for every finite animation (never the endless ones) to finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(await axeFindings(page, {tags: null})).toEqual([]);
}

/** Registers through the volunteer form on /yellow-ribbon and waits for /log-in. */
export async function signUpAsVolunteer(page: Page, applicant: ReturnType<typeof newApplicant>) {
  await gotoReady(page, '/yellow-ribbon');
  const form = page.getByRole('form', {name: 'Volunteer'});
  await form.getByLabel('Full Name').fill(applicant.fullName);
  await form.getByLabel('Age').selectOption('26-35');
  await form.getByLabel('Email Address').fill(applicant.email);
  await form.getByLabel('Password').fill(applicant.password);
  await form.getByLabel('Region').selectOption('northEast');
  await form.getByLabel('City').selectOption('Ang Mo Kio');
  await form.getByLabel('Phone Number').fill('91234567');
  await form.getByLabel('Emergency Contact').fill('98765432');
  await form.getByLabel('Profession or Interest').fill('Barista');
  await form.getByRole('button', {name: 'Submit'}).click();
  await expect(page.getByText(MESSAGES.checkEmailAfterSignup)).toBeVisible();
  await expect(page).toHaveURL(/\/log-in$/);
}

/**
 * Signs an account up through the API on `origin` (the e2e server unless given): the application form's
 * own journey is in accounts.spec, so other specs start from an account that exists.
 */
export async function signUpByApi(
  applicant: ReturnType<typeof newApplicant>,
  type: 'volunteer' | 'work' = 'volunteer',
  phoneNumber = '91234567',
  origin = process.env.E2E_BASE_URL,
): Promise<void> {
  const answer = await fetch(`${origin}/api/auth/signup`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({
      fullName: applicant.fullName,
      age: '26-35',
      email: applicant.email,
      password: applicant.password,
      region: 'northEast',
      city: 'Ang Mo Kio',
      phoneNumber,
      emergencyContact: '98765432',
      profession: 'Farmer',
      type,
    }),
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
}

/** Logs in on the current /log-in page. */
export async function logIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', {name: 'Work For Us'});
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Login Password').fill(password);
  await form.getByRole('button', {name: 'Log In', exact: true}).click();
}

/** Waits for the reset-code mail caught by the test SMTP server and returns its 4-digit code. */
export async function readResetCode(email: string, previous?: string): Promise<string> {
  const mailUrl = process.env.E2E_MAIL_URL;
  if (!mailUrl) throw new Error('E2E_MAIL_URL is not set: run through the Playwright global setup');
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${mailUrl}/mails?to=${encodeURIComponent(email)}`);
        const {mails} = (await answer.json()) as {mails: {subject: string; text: string}[]};
        const codes = mails
          .filter((mail) => /reset your password/i.test(mail.subject))
          .map((mail) => /^\s{4}(\d{4})\s*$/m.exec(mail.text)?.[1])
          .filter((found): found is string => found !== undefined);
        code = codes.at(-1);
        return code !== undefined && code !== previous;
      },
      {timeout: 15_000},
    )
    .toBe(true);
  return code!;
}

/** The reset code a server without SMTP wrote to its outbox (DATA_DIR/outbox/*.eml) for this address. */
export async function readOutboxCode(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  for (let tries = 0; tries < 50; tries++) {
    const names = await readdir(outbox).catch(() => [] as string[]);
    for (const name of names) {
      const mail = await readFile(path.join(outbox, name), 'utf8');
      const code = mail.match(/^ {4}(\d{4})$/m)?.[1];
      if (code && mail.includes(`To: ${email}`)) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset code for ${email} in ${outbox}`);
}

/** The mails the test's mail catcher holds for `email`, oldest first. */
export async function mailsTo(email: string): Promise<{subject: string; text: string}[]> {
  const mailUrl = process.env.E2E_MAIL_URL;
  if (!mailUrl) throw new Error('E2E_MAIL_URL is not set: run through the Playwright global setup');
  const answer = await fetch(`${mailUrl}/mails?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as {mails: {subject: string; text: string}[]}).mails;
}

/** The subjects of the mails sent to `email`, once the first has arrived. */
export async function mailSubjectsTo(email: string): Promise<string[]> {
  let subjects: string[] = [];
  await expect
    .poll(
      async () => {
        subjects = (await mailsTo(email)).map((mail) => mail.subject);
        return subjects.length;
      },
      {timeout: 15_000},
    )
    .toBeGreaterThan(0);
  return subjects;
}

/** The one-time link of the newest reset mail for this address (issue 10: code and link in one mail). */
export async function readResetMailLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailsTo(email))
          .filter((mail) => /reset your password/i.test(mail.subject))
          .map((mail) => /^(http\S+\/update-password#\S+)$/m.exec(mail.text)?.[1])
          .findLast((found) => found !== undefined);
        return link !== undefined;
      },
      {timeout: 15_000},
    )
    .toBe(true);
  return link!;
}

/** The confirmation link of the welcome mail for this address (issue 19: confirm before event mails). */
export async function readConfirmationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await mailsTo(email))
          .map((mail) => /^(http\S+\/confirm-email#\S+)$/m.exec(mail.text)?.[1])
          .findLast(Boolean);
        return link !== undefined;
      },
      {timeout: 15_000},
    )
    .toBe(true);
  return link!;
}

/** Opens the welcome mail's link in `page`, as the address's owner does, and waits for the confirmation. */
export async function confirmByMailLink(page: Page, email: string) {
  const link = new URL(await readConfirmationLink(email));
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByRole('status').filter({hasText: MESSAGES.emailConfirmed})).toBeVisible();
  // The token is wiped from the address bar once read.
  await expect(page).toHaveURL(/\/confirm-email$/);
}
