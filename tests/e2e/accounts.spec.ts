// The account journeys on the real server, with mail caught by a real SMTP server (issue 5).
import type {Page} from '@playwright/test';
import {startServer} from '../support/start-server.ts';
import {
  expectNoAxeViolations,
  gotoReady,
  logIn,
  newApplicant,
  readOutboxCode,
  readResetCode,
  readResetMailLink,
  signUpAsVolunteer,
  signUpByApi,
} from './accounts.test-support.ts';
import {expect, test} from './site-test.test-support.ts';

test('sign up from /yellow-ribbon, log in, edit and save the profile, log out', async ({page}) => {
  const applicant = newApplicant('profile');
  await gotoReady(page, '/yellow-ribbon');
  await expectNoAxeViolations(page);
  await gotoReady(page, '/sign-up');
  await expectNoAxeViolations(page);
  await gotoReady(page, '/privacy');
  await expectNoAxeViolations(page);
  await signUpAsVolunteer(page, applicant);
  await expectNoAxeViolations(page);

  await logIn(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Logged in successfully!')).toBeVisible();
  await expect(page.getByRole('definition').filter({hasText: applicant.email})).toBeVisible();
  await expect(page.getByText('User', {exact: true})).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', {name: 'Edit Profile'}).click();
  await page.getByRole('textbox', {name: 'Address'}).fill('5008 Ang Mo Kio Avenue 5');
  await expectNoAxeViolations(page);
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByRole('button', {name: 'Edit Profile'})).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByText('5008 Ang Mo Kio Avenue 5')).toBeVisible();

  await page.getByRole('button', {name: 'Log Out'}).click();
  await expect(page).toHaveURL(/\/log-in$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_data'))).toBeNull();
  await gotoReady(page, '/profile');
  await expect(page).toHaveURL(/\/log-in\?next=%2Fprofile$/);
});

test('the application form shows its messages and keeps focus on the first invalid field', async ({page}) => {
  await gotoReady(page, '/work-for-us');
  const form = page.getByRole('form', {name: 'Work For Us'});
  await form.getByRole('button', {name: 'Submit'}).click();
  await expect(page.getByText('Please fill in all required fields correctly.')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await expect(form.getByText('City is required')).toBeVisible();
  await expectNoAxeViolations(page);
});

// Each journey loads several pages and runs axe on them; on a shared CI machine that takes a while.
test.describe.configure({timeout: 120_000});

/** Types a code box by box; each digit moves focus to the next box. */
async function fillCode(page: Page, code: string) {
  for (const [i, digit] of [...code].entries()) {
    const box = page.getByLabel(`Digit ${i + 1} of 4`);
    await expect(box)
      .toBeFocused({timeout: i === 0 ? 1 : 5_000})
      .catch(() => box.focus());
    await page.keyboard.press(digit);
  }
}

test('forgot password: code from the mail, new password works and the old one does not', async ({page}) => {
  const applicant = newApplicant('reset');
  await signUpByApi(applicant);

  await gotoReady(page, '/forgot-password');
  await expectNoAxeViolations(page);
  await page.getByLabel('Email Address').fill(applicant.email);
  await page.getByRole('button', {name: 'Send Code'}).click();
  await expect(page).toHaveURL(/\/otp$/);
  const code = await readResetCode(applicant.email);
  await expectNoAxeViolations(page);

  // A wrong code first: the server's message shows beside the boxes.
  const wrong = code === '0000' ? '1111' : '0000';
  await fillCode(page, wrong);
  await page.getByRole('button', {name: 'Verify Code'}).click();
  const firstBox = page.getByLabel('Digit 1 of 4');
  await expect(firstBox).toHaveAttribute('aria-invalid', 'true');
  const describedBy = await firstBox.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).not.toBeEmpty();

  // Then the real one, pasted: it fills all four boxes.
  await page.evaluate((text) => navigator.clipboard?.writeText?.(text).catch(() => undefined), code);
  await firstBox.focus();
  await firstBox.evaluate((box, text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    box.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, code);
  for (const [i, digit] of [...code].entries())
    await expect(page.getByLabel(`Digit ${i + 1} of 4`)).toHaveValue(digit);
  await page.getByRole('button', {name: 'Verify Code'}).click();
  await expect(page).toHaveURL(/\/update-password$/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Password', {exact: true}).fill('Harvest2@');
  await page.getByLabel('Confirm Password').fill('Harvest2@');
  await page.getByRole('button', {name: 'Update Password'}).click();
  await expect(page).toHaveURL(/\/log-in$/);

  await logIn(page, applicant.email, applicant.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/log-in$/);
  await logIn(page, applicant.email, 'Harvest2@');
  await expect(page).toHaveURL(/\/profile$/);
});

test('forgot password: the link in the mail opens /update-password ready for a new password', async ({
  page,
}) => {
  const applicant = newApplicant('link');
  await signUpByApi(applicant);
  await gotoReady(page, '/forgot-password');
  await page.getByLabel('Email Address').fill(applicant.email);
  await page.getByRole('button', {name: 'Send Code'}).click();
  await expect(page).toHaveURL(/\/otp$/);

  await gotoReady(page, await readResetMailLink(applicant.email));
  // The address and token leave the address bar once read.
  await expect(page).toHaveURL(/\/update-password$/);
  await page.getByLabel('Password', {exact: true}).fill('Harvest3@');
  await page.getByLabel('Confirm Password').fill('Harvest3@');
  await page.getByRole('button', {name: 'Update Password'}).click();
  await expect(page).toHaveURL(/\/log-in$/);
  await logIn(page, applicant.email, 'Harvest3@');
  await expect(page).toHaveURL(/\/profile$/);
});

test('the header follows a login made in another tab', async ({context}) => {
  const applicant = newApplicant('tabs');
  const first = await context.newPage();
  await signUpByApi(applicant);
  await gotoReady(first, '/about-us');
  const banner = first.getByRole('banner');
  await expect(banner.getByRole('link', {name: 'Log In'})).toBeVisible();

  const second = await context.newPage();
  await gotoReady(second, '/log-in');
  await logIn(second, applicant.email, applicant.password);
  await expect(second).toHaveURL(/\/profile$/);

  await expect(banner.getByRole('button', {name: 'My account'})).toBeVisible();
  await expect(banner.getByRole('link', {name: 'Log In'})).toHaveCount(0);
});

test('the events tables load from the API and pass axe', async ({page}) => {
  await gotoReady(page, '/volunteer-page');
  await expect(page.getByRole('columnheader', {name: 'Volunteers Sign Up'})).toBeVisible();
  await expectNoAxeViolations(page);
  await gotoReady(page, '/work-for-us-detail');
  await expect(page.getByRole('columnheader', {name: 'On Job Training (OJT) / Work'})).toBeVisible();
  // Signed out, the figures stand alone: no names to open on either table (issue 19 #16).
  await expect(page.getByText(/^\d{2} Workers needed for event 01$/)).toBeVisible();
  await expect(page.getByRole('button', {name: /show names/})).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe('with a 3-second access token', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer({env: {ACCESS_TOKEN_TTL_SECONDS: '3', RATE_LIMIT_FACTOR: '50'}});
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('a profile save after expiry still succeeds through one refresh', async ({page}) => {
    const applicant = newApplicant('expiry');
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/refresh-token')) refreshes.push(request.url());
    });
    await signUpByApi(applicant, 'volunteer', '91234567', server.url).catch(async (error) => {
      throw new Error(`sign-up failed on the short-token server (${error}):\n${server.output()}`);
    });
    await gotoReady(page, `${server.url}/log-in`);
    await logIn(page, applicant.email, applicant.password);
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('button', {name: 'Edit Profile'}).click();
    await page.getByRole('textbox', {name: 'Address'}).fill('1 Farm Way');
    await page.waitForTimeout(4_000);
    await page.getByRole('button', {name: 'Save'}).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('1 Farm Way')).toBeVisible();
    expect(refreshes).toHaveLength(1);
  });
});

test.describe('with a 2-second reset code', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  test.beforeAll(async () => {
    server = await startServer({env: {OTP_TTL_SECONDS: '2', RATE_LIMIT_FACTOR: '50'}});
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("an expired code shows the server's message and keeps the reader on /otp", async ({page}) => {
    const applicant = newApplicant('late');
    await signUpByApi(applicant, 'volunteer', '91234567', server.url);
    await gotoReady(page, `${server.url}/forgot-password`);
    await page.getByLabel('Email Address').fill(applicant.email);
    await page.getByRole('button', {name: 'Send Code'}).click();
    await expect(page).toHaveURL(/\/otp$/);
    const code = await readOutboxCode(server.dataDir, applicant.email);
    await page.waitForTimeout(2_500);
    await fillCode(page, code);
    await page.getByRole('button', {name: 'Verify Code'}).click();
    await expect(
      page.getByText(/This code does not work\. It may be mistyped, out of date/).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/otp$/);
  });
});
