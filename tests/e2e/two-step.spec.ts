// Two-step sign-in in a real browser (issue 23): an applicant turns on an authenticator from the profile
// (the key read off the page, codes computed here as the app would), keeps the recovery codes, logs out,
// logs in with the password and a code, sees a replayed code refused, and gets in with a recovery code;
// signing out another device ends its refresh token at once.
import type {Page} from '@playwright/test';
import {Secret, TOTP} from 'otpauth';
import {expectNoAxeViolations, gotoReady, logIn, newApplicant, signUpByApi} from './accounts.test-support.ts';
import {expect, test} from './site-test.test-support.ts';

/** The code an authenticator shows `stepsAhead` periods from now (one ahead is still accepted). */
function codeFor(key: string, stepsAhead = 0): string {
  const totp = new TOTP({secret: Secret.fromBase32(key.replace(/\s/g, '')), digits: 6, period: 30});
  return totp.generate({timestamp: Date.now() + stepsAhead * 30_000});
}

async function logOut(page: Page) {
  await page.getByRole('button', {name: 'Log Out'}).click();
  await expect(page).toHaveURL(/\/log-in$/);
}

test('turn on an authenticator, log in with a code, a replay is refused, a recovery code works once', async ({
  page,
}) => {
  const person = newApplicant('two-step');
  await signUpByApi(person);
  await gotoReady(page, '/log-in');
  await logIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/profile$/);

  const settings = page.getByRole('region', {name: 'Two-step sign-in'});
  await settings.getByRole('button', {name: 'Set up an authenticator app'}).click();
  await expect(settings.getByRole('img', {name: /QR code to add The Nard Foundation/})).toBeVisible();
  const key = ((await settings.locator('code').textContent()) ?? '').trim();
  await settings.getByLabel('Code from the app').fill('000000');
  await settings.getByRole('button', {name: 'Turn on two-step sign-in'}).click();
  await expect(settings.getByText('That code does not match.')).toBeVisible();
  await settings.getByLabel('Code from the app').fill(codeFor(key));
  await settings.getByRole('button', {name: 'Turn on two-step sign-in'}).click();
  // The codes arrive with the server's answer: wait for all ten before reading them (allInnerTexts does not wait).
  const items = settings.getByRole('list', {name: 'Recovery codes'}).getByRole('listitem');
  await expect(items).toHaveCount(10);
  const codes = await items.allTextContents();
  await expectNoAxeViolations(page);
  await settings.getByRole('button', {name: 'I have kept them'}).click();
  await expect(
    settings.getByText('On, with your authenticator app. 10 of 10 recovery codes left.'),
  ).toBeVisible();

  // Password, then the next code (the set-up took this one).
  await logOut(page);
  await logIn(page, person.email, person.password);
  await expect(page.getByRole('heading', {name: 'Two-step sign-in'})).toBeFocused();
  const code = codeFor(key, 1);
  await page.getByRole('textbox', {name: 'Code'}).fill(code);
  await page.getByRole('button', {name: 'Continue'}).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The same code again: refused in place.
  await logOut(page);
  await logIn(page, person.email, person.password);
  await page.getByRole('textbox', {name: 'Code'}).fill(code);
  await page.getByRole('button', {name: 'Continue'}).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A recovery code instead, once.
  await page.getByRole('textbox', {name: 'Code'}).fill(codes[0]!);
  await page.getByRole('button', {name: 'Continue'}).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(
    page
      .getByRole('region', {name: 'Two-step sign-in'})
      .getByText('9 of 10 recovery codes left.', {exact: false}),
  ).toBeVisible();
});

test('signing out another device from the profile makes its refresh token fail at once', async ({
  browser,
}) => {
  const person = newApplicant('devices');
  await signUpByApi(person);
  const here = await browser.newContext();
  const there = await browser.newContext();
  const page = await here.newPage();
  const other = await there.newPage();
  for (const each of [other, page]) {
    await gotoReady(each, '/log-in');
    await logIn(each, person.email, person.password);
    await expect(each).toHaveURL(/\/profile$/);
  }
  const devices = page.getByRole('region', {name: 'Signed-in devices'});
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await devices.getByRole('button', {name: /^Sign out .* last used/}).click();
  await expect(devices.getByText('That device is signed out.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  // The other browser's refresh token is refused at once, and its next page finds it signed out.
  const stored = await other.evaluate(() => JSON.parse(localStorage.getItem('auth_data') ?? '{}'));
  expect(stored.refreshToken).toEqual(expect.any(String));
  const refreshed = await other.request.post('/api/auth/refresh-token', {
    data: {refreshToken: stored.refreshToken},
  });
  expect(refreshed.status()).toBe(401);
  await gotoReady(other, '/profile');
  await expect(other).toHaveURL(/\/log-in/);
  await here.close();
  await there.close();
});
