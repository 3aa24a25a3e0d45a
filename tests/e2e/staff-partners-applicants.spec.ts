// An administrator adds a partner site in the console; the volunteer form on that site's page works at
// once (no restart); the applicant shows in Applicants with the partner's origin; staff mark them
// contacted and export the list as CSV that Excel reads as the console shows it.
import {readFile} from 'node:fs/promises';
import type {Page} from '@playwright/test';
import {type DemoServer, startDemoServer} from '../support/demo-server.ts';
import {freePort} from '../support/free-port.ts';
import {expectNoAxeViolations} from './accounts.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {confirmItIsYou, openConsoleAs, openSection} from './staff.test-support.ts';
import {waitForElements} from './widgets.test-support.ts';

let demo: DemoServer;

// Its own partner page on a new origin: the shared demo origins are fixed for the widget specs.
test.beforeAll(async () => {
  demo = await startDemoServer({port: await freePort(), widgetsOrigin: process.env.E2E_BASE_URL!});
});
test.afterAll(async () => demo?.stop());

async function applyOnPartnerPage(page: Page, email: string) {
  await page.goto(`${demo.url}/demo/urban-farm/`);
  await waitForElements(page, ['nard-volunteer-form']);
  const form = page.locator('nard-volunteer-form');
  await form.getByLabel('Full Name').fill('Siti Rahmah');
  await form.getByLabel('Age').selectOption('36-45');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Password').fill('Grow@2024');
  await form.getByLabel('Region').selectOption('west');
  await form.getByLabel('City').selectOption('Jurong West');
  await form.getByLabel('Phone Number').fill('91112222');
  await form.getByLabel('Profession or Interest').fill('Cooking');
  await form.getByRole('button', {name: 'Submit'}).click();
  return form;
}

test('add a partner site, apply from its page, mark the applicant contacted, export CSV', async ({page}) => {
  const email = `siti-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const refused = await applyOnPartnerPage(page, email);
  await expect(refused.getByRole('alert')).toContainText(/partner/i);

  await openConsoleAs(page, 'admin');
  await openSection(page, 'Partner sites');
  await page.getByLabel('Partner site address').fill(`${demo.url}/demo/urban-farm/`);
  await page.getByRole('button', {name: 'Add partner site'}).click();
  await confirmItIsYou(page);
  await expect(page.getByRole('cell', {name: demo.url, exact: true})).toBeVisible();
  await expectNoAxeViolations(page);

  const accepted = await applyOnPartnerPage(page, email);
  await expect(accepted.getByRole('heading', {name: 'Thank you for applying'})).toBeFocused();

  await page.goto('/staff/applicants');
  await expect(page.getByRole('heading', {level: 1, name: 'Applicants'})).toBeVisible();
  await page.getByLabel('Name or e-mail').fill(email);
  await expect(page.getByRole('cell', {name: demo.url})).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole('button', {name: 'Review Siti Rahmah'}).click();
  const review = page.getByRole('dialog', {name: 'Siti Rahmah'});
  await expect(review.getByText(email)).toBeVisible();
  await review.getByLabel('Status').selectOption('contacted');
  await review.getByLabel('Note').fill('Called on Monday; starts at the farm next week.');
  await review.getByRole('button', {name: 'Save status'}).click();
  await expect(review).toBeHidden();
  await expect(page.getByText('Siti Rahmah: Contacted.')).toBeVisible();
  await expect(page.getByRole('cell', {name: 'Contacted'})).toBeVisible();

  await page.getByLabel('Status', {exact: true}).selectOption('contacted');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', {name: 'Export as CSV'}).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  // Excel-safe (issue 20): a byte-order mark for UTF-8, and a phone Excel keeps as text with no `'` shown.
  expect(csv.startsWith('\uFEFF"Applied"')).toBe(true);
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(email);
  expect(lines[1]).toContain('contacted');
  expect(lines[1]).toContain(demo.url);
  expect(lines[1]).toContain(',"65 9111 2222",');
  expect(lines[1]).not.toContain(`"'`);
});
