// My gifts without applying, in a real browser on a small phone, 320 px (issue 56): a donor who pledged asks for a link on
// /my-gifts, opens the mailed link, sees their gift and downloads its receipt, and closes My gifts; they are
// never among applicants. Staff mark the gift received through the real API with a real second factor.
import {call, enableTwoStep, stepUp} from '../support/staff-accounts.ts';
import {
  expectNoAxeViolations,
  gotoReady,
  mailsTo,
  newApplicant,
  signUpByApi,
} from './accounts.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {grantRole} from './staff.test-support.ts';

const base = () => process.env.E2E_BASE_URL!;

test.use({viewport: {width: 320, height: 800}});

test('a donor opens My gifts from a mailed link without applying, and is not among applicants', async ({
  page,
}) => {
  const email = `donor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const pledged = await call(base(), 'POST', '/api/gifts', null, {
    amount: 88,
    project: 'coffee-roastery',
    name: 'Tan Ah Kow',
    showName: false,
    email,
  });
  expect(pledged.status).toBe(201);
  const {reference} = ((await pledged.json()) as {data: {reference: string}}).data;
  const staffer = newApplicant('my-gifts-staff');
  await signUpByApi(staffer);
  grantRole(staffer.email, 'staff');
  const login = await call(base(), 'POST', '/api/auth/login', null, {
    email: staffer.email,
    password: staffer.password,
  });
  const staff = {email: staffer.email, token: ((await login.json()) as {token: string}).token};
  await enableTwoStep(base(), staff);
  await stepUp(base(), staff);
  const listed = (await (
    await call(base(), 'GET', `/api/staff/gifts?search=${encodeURIComponent(reference)}`, staff.token)
  ).json()) as {items: {id: string}[]};
  const received = await call(base(), 'PATCH', `/api/staff/gifts/${listed.items[0]!.id}`, staff.token, {
    status: 'received',
  });
  expect(received.status).toBe(200);

  await gotoReady(page, '/my-gifts');
  await expect(page.getByRole('heading', {level: 1, name: 'My gifts'})).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail address you gave with').fill(email);
  await page.getByRole('button', {name: 'E-mail me a link'}).click();
  await expect(page.getByRole('status').filter({hasText: 'we have sent it a link'})).toBeVisible();

  let link = '';
  await expect
    .poll(
      async () => {
        link =
          (await mailsTo(email))
            .map((mail) => /^(http\S+\/my-gifts#token=\S+)$/m.exec(mail.text)?.[1])
            .findLast(Boolean) ?? '';
        return link;
      },
      {timeout: 15_000},
    )
    .not.toBe('');
  const opened = new URL(link);
  await page.goto(`${opened.pathname}${opened.hash}`);
  await expect(page.getByRole('heading', {name: `Gifts given with ${email}`})).toBeVisible();
  // The token is wiped from the address bar once read.
  await expect(page).toHaveURL(/\/my-gifts$/);
  await expect(page.getByText('$88 to Nard Coffee Roastery')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', {name: /Download receipt/}).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expectNoAxeViolations(page);
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByRole('button', {name: 'Close My gifts on this device'}).click();
  await expect(page.getByText('My gifts is closed on this device.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('E-mail address you gave with')).toBeVisible();

  const applicants = (await (
    await call(base(), 'GET', `/api/staff/applicants?search=${encodeURIComponent(email)}`, staff.token)
  ).json()) as {items: unknown[]; total: number};
  expect(applicants.total).toBe(0);
});
