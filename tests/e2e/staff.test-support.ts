// Shared steps of the staff e2e specs: a fresh account made staff with the real `npm run admin:grant`
// on the e2e server's database, logged in through the real log-in form.
import {execFileSync} from 'node:child_process';
import {expect, type Page} from '@playwright/test';
import {Secret, TOTP} from 'otpauth';
import {gotoReady, logIn, newApplicant, signUpByApi} from './accounts.test-support.ts';

/** Runs `npm run admin:grant -- <email> --role <role>` against the e2e server's DATA_DIR; returns its output. */
export function grantRole(
  email: string,
  role: 'user' | 'staff' | 'admin',
  dataDir = process.env.E2E_DATA_DIR,
): string {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the Playwright global setup');
  return execFileSync('npm', ['run', '--silent', 'admin:grant', '--', email, '--role', role], {
    env: {...process.env, DATA_DIR: dataDir},
    encoding: 'utf8',
  });
}

/** A server of a spec's own; the shared e2e server when left out. */
type ServerOf = {url: string; dataDir: string};

/** A new account with `role`, logged in on `page` (whose base URL is `server`'s) and looking at /staff. */
export async function openConsoleAs(
  page: Page,
  role: 'staff' | 'admin',
  fullName = 'Mei Lin Goh',
  server?: ServerOf,
) {
  const member = {...newApplicant(role), fullName};
  await signUpByApi(member, 'volunteer', '91234567', server?.url);
  expect(grantRole(member.email, role, server?.dataDir)).toContain(role === 'admin' ? '(admin)' : '(staff)');
  await gotoReady(page, '/staff');
  await expect(page).toHaveURL(/\/log-in\?next=%2Fstaff$/);
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/staff$/);
  await turnOnTwoStep(page);
  await expect(page.getByRole('heading', {level: 1, name: 'Staff console'})).toBeVisible();
  return member;
}

/**
 * The console's first visit (issue 23): staff without a second factor get its set-up and nothing else.
 * Sets up the authenticator as a person would, the code computed from the key on the page; returns the key.
 */
export async function turnOnTwoStep(page: Page): Promise<string> {
  await expect(page.getByRole('heading', {level: 1, name: 'Turn on two-step sign-in'})).toBeVisible();
  await page.getByRole('button', {name: 'Set up an authenticator app'}).click();
  const key = ((await page.locator('main code').textContent()) ?? '').replace(/\s/g, '');
  const code = new TOTP({secret: Secret.fromBase32(key), digits: 6, period: 30}).generate();
  await page.getByLabel('Code from the app').fill(code);
  await page.getByRole('button', {name: 'Turn on two-step sign-in'}).click();
  const codes = page.getByRole('list', {name: 'Recovery codes'});
  await expect(codes).toBeVisible();
  recoveryCodes.set(
    page,
    (await codes.getByRole('listitem').allTextContents()).map((code) => code.trim()),
  );
  await page.getByRole('button', {name: 'I have kept them'}).click();
  return key;
}

// The recovery codes each page's set-up showed, for `confirmItIsYou`.
const recoveryCodes = new WeakMap<Page, string[]>();

/**
 * Answers the console's "Confirm it is you" with one of the recovery codes the set-up on `page` showed:
 * the factor just added is never the proof a sensitive change asks for (issue 54), as a person would find.
 */
export async function confirmItIsYou(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', {name: 'Confirm it is you'});
  await expect(dialog).toBeVisible();
  const code = recoveryCodes.get(page)?.pop();
  if (!code) throw new Error('no recovery code left from turnOnTwoStep on this page');
  await dialog.getByLabel('Code from your authenticator app, or a recovery code').fill(code);
  await dialog.getByRole('button', {name: 'Confirm'}).click();
  await expect(dialog).toBeHidden();
}

/** Opens one section from the console's menu. */
export async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', {name: 'Staff console'}).getByRole('link', {name, exact: true}).click();
  await expect(page.getByRole('heading', {level: 1, name})).toBeVisible();
}
