// Staff upload an audit report PDF in the console, and anyone opens it from /contributions.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {expectNoAxeViolations, gotoReady} from './accounts.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {openConsoleAs, openSection} from './staff.test-support.ts';

const PDF = path.resolve('server/seed/audit-pdfs/audit/annual-audit-report-2025.pdf');

test('upload an audit report PDF, open it from /contributions, then remove it', async ({page, request}) => {
  // A year no seed or other spec uses, so parallel workers never meet.
  const year = String(2040 + Math.floor(Math.random() * 50));
  await openConsoleAs(page, 'staff');
  await openSection(page, 'Audit reports');
  await page.getByRole('button', {name: 'Upload a report'}).click();
  const dialog = page.getByRole('dialog', {name: 'Upload an audit report'});
  await dialog.getByLabel('Year').fill(year);
  await dialog.getByRole('button', {name: 'Upload and publish'}).click();
  await expect(dialog.getByText('Choose the PDF file of the report.')).toBeVisible();
  await dialog.getByLabel('PDF file').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf at all '.repeat(8)),
  });
  await dialog.getByRole('button', {name: 'Upload and publish'}).click();
  await expect(dialog.getByText('The file is not a PDF. Choose the report saved as PDF.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('PDF file').setInputFiles(PDF);
  await dialog.getByRole('button', {name: 'Upload and publish'}).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`The ${year} report is published.`)).toBeVisible();

  await gotoReady(page, '/contributions');
  const link = page.getByRole('link', {name: new RegExp(`Annual Audit Report ${year}`)});
  await expect(link).toBeVisible();
  // The new tab's own request (its address stays empty where there is no PDF viewer: decision 042).
  const [popup, opened] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('response', (response) => response.request().isNavigationRequest()),
    link.click(),
  ]);
  expect(opened.url()).toBe(new URL((await link.getAttribute('href'))!, page.url()).href);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  const served = await request.get(opened.url());
  expect(Buffer.compare(await served.body(), await readFile(PDF))).toBe(0);
  await popup.close();

  await gotoReady(page, '/staff/audit-reports');
  await page.getByRole('button', {name: `Remove the ${year} report`}).click();
  const confirm = page.getByRole('dialog', {name: 'Remove this audit report?'});
  await expect(confirm.getByText(`Annual Audit Report ${year} will no longer be listed`)).toBeVisible();
  await confirm.getByRole('button', {name: 'Remove report'}).click();
  await expect(page.getByRole('button', {name: `Remove the ${year} report`})).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Upload a report'})).toBeFocused();
});
