// Passkeys in a real browser (issue 23), with Chromium's virtual authenticator (CDP WebAuthn): an applicant
// adds a passkey on the profile and keeps the recovery codes, logs out, and logs in with the passkey alone,
// typing no e-mail. An administrator sets up an authenticator in one session: the session that had only the
// password ends, and the new factor is not the proof a role change asks for (the console asks for a code in
// place, then makes the change); adding a passkey is listed and mailed (issue 54). Passkeys need a host
// name, so these pages open on localhost.
import type {CDPSession, Page} from '@playwright/test';
import {Secret, TOTP} from 'otpauth';
import {
  expectNoAxeViolations,
  gotoReady,
  logIn,
  mailSubjectsTo,
  newApplicant,
  signUpByApi,
} from './accounts.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {grantRole, openSection, turnOnTwoStep} from './staff.test-support.ts';

const onLocalhost = (path: string) => `${process.env.E2E_BASE_URL!.replace('127.0.0.1', 'localhost')}${path}`;

/** A platform authenticator that verifies the user and stores discoverable passkeys, like a phone's. */
async function virtualAuthenticator(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return cdp;
}

test('add a passkey on the profile, log out, and log in with it without typing an e-mail', async ({page}) => {
  await virtualAuthenticator(page);
  const person = newApplicant('passkey');
  await signUpByApi(person);
  await gotoReady(page, onLocalhost('/log-in'));
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/profile$/);

  const settings = page.getByRole('region', {name: 'Two-step sign-in'});
  await expect(settings.getByText(/^Off\. Add a passkey or an authenticator app/)).toBeVisible();
  const add = settings.getByRole('form', {name: 'Add a passkey'});
  await add.getByRole('button', {name: 'Add a passkey'}).click();
  await expect(add.getByText('Give the passkey a name, such as "Work laptop".')).toBeVisible();
  await add.getByLabel('Name for the new passkey').fill('Test phone');
  await add.getByRole('button', {name: 'Add a passkey'}).click();
  // The first second factor brings the ten recovery codes, shown once.
  await expect(settings.getByRole('list', {name: 'Recovery codes'}).getByRole('listitem')).toHaveCount(10);
  await settings.getByRole('button', {name: 'I have kept them'}).click();
  await expect(settings.getByText('On, with 1 passkey. 10 of 10 recovery codes left.')).toBeVisible();
  await expect(settings.getByRole('list', {name: 'Passkeys'}).getByRole('listitem')).toContainText([
    /Test phone\s*Added .* · not used yet/,
  ]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', {name: 'Log Out'}).click();
  await expect(page).toHaveURL(/\/log-in$/);
  await page.getByRole('button', {name: 'Log in with a passkey'}).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', {level: 1, name: 'My Profile'})).toBeVisible();
  await expect(page.getByRole('list', {name: 'Passkeys'})).toContainText('last used');

  // The password now asks for the passkey as its second step.
  await page.getByRole('button', {name: 'Log Out'}).click();
  await logIn(page, person.email, person.password);
  await expect(page.getByRole('heading', {name: 'Two-step sign-in'})).toBeFocused();
  await page.getByRole('button', {name: 'Use your passkey', exact: true}).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a session that only had the password ends when the first factor is added; the new factor is never the step-up', async ({
  browser,
}) => {
  const admin = newApplicant('step-up-admin');
  await signUpByApi(admin);
  expect(grantRole(admin.email, 'admin')).toContain('(admin)');
  const target = newApplicant('step-up-target');
  await signUpByApi(target);

  // Session A logs in before the account has a second factor; session B sets one up (issue 54, finding 2).
  const contextA = await browser.newContext();
  const pageA = await contextA.newPage();
  await gotoReady(pageA, '/log-in');
  await logIn(pageA, admin.email, admin.password);
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await virtualAuthenticator(pageB);
  await gotoReady(pageB, onLocalhost('/log-in?next=%2Fstaff'));
  await logIn(pageB, admin.email, admin.password);
  const key = await turnOnTwoStep(pageB);
  await expect(pageB.getByRole('heading', {level: 1, name: 'Staff console'})).toBeVisible();

  // A was signed out by that change: the console sends it to log in, with a second step this time.
  await gotoReady(pageA, '/staff');
  await expect(pageA).toHaveURL(/\/log-in\?next=%2Fstaff$/);

  // On B the authenticator just added is not the proof a sensitive change asks for (finding 1).
  await openSection(pageB, 'People');
  await pageB.getByLabel('Find by name or e-mail').fill(target.email);
  const row = pageB.getByRole('row').filter({hasText: target.email});
  await row.getByRole('combobox', {name: `Role of ${target.fullName}`}).selectOption('staff');
  await row.getByRole('button', {name: 'Save role'}).click();
  const dialog = pageB.getByRole('dialog', {name: 'Confirm it is you'});
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(pageB);
  // The set-up took this period's code: the next one is accepted, as an app would show it soon.
  const code = new TOTP({secret: Secret.fromBase32(key), digits: 6, period: 30}).generate({
    timestamp: Date.now() + 30_000,
  });
  await dialog.getByLabel('Code from your authenticator app, or a recovery code').fill(code);
  const changed = pageB.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/api/staff/accounts/'),
  );
  await dialog.getByRole('button', {name: 'Confirm'}).click();
  await expect(dialog).toBeHidden();
  // The console repeats the change once the step is taken, and it is made; a fresh page shows it.
  expect((await changed).status()).toBe(200);
  await expect(
    pageB.getByRole('button', {name: 'Dismiss: The role is changed, and they are signed out everywhere.'}),
  ).toBeVisible();
  await pageB.reload();
  await pageB.getByLabel('Find by name or e-mail').fill(target.email);
  await expect(row.getByRole('combobox', {name: `Role of ${target.fullName}`})).toHaveValue('staff');

  // Now proven with a factor it had, the session adds a passkey; the profile lists both changes, and the
  // owner is mailed about each in our words.
  await gotoReady(pageB, onLocalhost('/profile'));
  const settings = pageB.getByRole('region', {name: 'Two-step sign-in'});
  const add = settings.getByRole('form', {name: 'Add a passkey'});
  await add.getByLabel('Name for the new passkey').fill('Office laptop');
  await add.getByRole('button', {name: 'Add a passkey'}).click();
  await expect(
    settings.getByText('On, with 1 passkey and your authenticator app.', {exact: false}),
  ).toBeVisible();
  const changes = settings.getByRole('list').filter({hasText: 'A passkey was added'});
  await expect(changes.getByRole('listitem')).toContainText([
    /A passkey was added.* on Linux$/,
    /The authenticator app was set up.* on Linux$/,
  ]);
  await expectNoAxeViolations(pageB);
  await expect
    .poll(() => mailSubjectsTo(admin.email))
    .toContain('How you sign in to your Nard Foundation account was changed');
  await contextA.close();
  await contextB.close();
});
