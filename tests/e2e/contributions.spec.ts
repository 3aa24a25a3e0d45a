// /contributions against the real server: ledgers, totals, CSV, audit links, failure state and axe.
import type {Page} from '@playwright/test';
import {axeFindings} from './axe.test-support.ts';
import {expect, test} from './site-test.test-support.ts';

type Row = {amount: number; anchorProjectId: {_id: string; title: string}};

// Parses '$8,500.10' back to cents, so totals are compared without the page's own formatting code.
const cents = (text: string) => Math.round(Number(text.replace(/[$,\s]/g, '')) * 100);
const sumCents = (rows: readonly Row[]) => rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);

async function openPage(page: Page) {
  await page.goto('/contributions');
  await expect(page.getByRole('button', {name: /^Contributor list for /}).first()).toBeVisible();
}

test('each project has its own independent Contributor and Expenditure toggles', async ({page}) => {
  await openPage(page);
  const contributorToggles = page.getByRole('button', {name: /^Contributor list for /});
  const expenditureToggles = page.getByRole('button', {name: /^Expenditure list for /});
  expect(await contributorToggles.count()).toBeGreaterThanOrEqual(2);

  await contributorToggles.nth(0).click();
  await expect(contributorToggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(expenditureToggles.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(contributorToggles.nth(1)).toHaveAttribute('aria-expanded', 'false');

  await expenditureToggles.nth(1).click();
  await contributorToggles.nth(0).click();
  await expect(contributorToggles.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(expenditureToggles.nth(1)).toHaveAttribute('aria-expanded', 'true');
  const panelId = await expenditureToggles.nth(1).getAttribute('aria-controls');
  await expect(page.locator(`[id="${panelId}"] table`)).toBeVisible();
  await expect(page.getByRole('table', {name: /^(Contributors to|Expenditures of) /})).toHaveCount(1);
});

test('every table lists the API rows and its Total equals their sum', async ({page, request}) => {
  const contributors: Row[] = (await (await request.get('/api/contributors')).json()).contributors;
  const expenditures: Row[] = (await (await request.get('/api/expenditures')).json()).expenditures;
  const projects = new Map<string, string>();
  for (const row of [...contributors, ...expenditures])
    projects.set(row.anchorProjectId._id, row.anchorProjectId.title);
  expect(projects.size).toBeGreaterThan(0);
  await openPage(page);

  for (const [id, title] of projects) {
    const given = contributors.filter((row) => row.anchorProjectId._id === id);
    const spent = expenditures.filter((row) => row.anchorProjectId._id === id);
    await page.getByRole('button', {name: `Contributor list for ${title}`}).click();
    await page.getByRole('button', {name: `Expenditure list for ${title}`}).click();
    for (const [caption, rows] of [
      [`Contributors to ${title}`, given],
      [`Expenditures of ${title}`, spent],
    ] as const) {
      const table = page.getByRole('table', {name: caption});
      if (rows.length > 0) await expect(table.locator('tbody tr')).toHaveCount(rows.length);
      const totalRow = table.locator('tfoot tr');
      await expect(totalRow.locator('th')).toHaveText('Total');
      expect(cents((await totalRow.locator('td').first().textContent()) ?? '')).toBe(sumCents(rows));
    }
  }
});

test('Download CSV saves the table with a BOM, the headers and the Total', async ({page}) => {
  await openPage(page);
  await page
    .getByRole('button', {name: /^Contributor list for /})
    .first()
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', {name: /^Download CSV of contributors to /}).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-contributors\.csv$/);
  const text = await (await download.createReadStream())
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.startsWith('\uFEFF"No.","Contributor","Date","Contribution Amount (SGD)"\r\n')).toBe(true);
  expect(text).toMatch(/\r\n"Total","","","\d+\.\d{2}"\r\n$/);
});

test('audit reports open the PDF in a new tab', async ({page, request, context}) => {
  await page.goto('/contributions');
  const links = page.getByRole('link', {name: /^Annual Audit Report \d{4} \(opens in a new tab\)$/});
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  }
  // The new tab's own request, answered with the PDF: a browser with a PDF viewer shows it, the headless
  // shell the tests drive has none and keeps an empty address (decision 042).
  const [popup, opened] = await Promise.all([
    context.waitForEvent('page'),
    context.waitForEvent('response', (response) => response.request().isNavigationRequest()),
    links.first().click(),
  ]);
  expect(opened.url()).toMatch(/\/audit\/.+\.pdf$/);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect(page.url()).toMatch(/\/contributions$/);
  await popup.close();
});

test('a failed call shows a message and no partial data, and Retry loads it', async ({page}) => {
  await page.route('**/api/expenditures', (route) => route.abort('failed'));
  await page.goto('/contributions');
  await expect(page.getByRole('alert').filter({hasText: 'could not load the contributions'})).toBeVisible();
  await expect(page.getByRole('button', {name: /^Contributor list for /})).toHaveCount(0);
  await expect(page.getByRole('table', {name: /^(Contributors to|Expenditures of) /})).toHaveCount(0);

  await page.unroute('**/api/expenditures');
  await page.getByRole('button', {name: 'Retry'}).click();
  await expect(page.getByRole('button', {name: /^Contributor list for /}).first()).toBeVisible();
});

// At phone width the same state (every table open, the QR and the audit links shown) is checked by
// phones.spec's walk of /contributions at 320 px.
test('axe finds nothing, with tables open, at 1280 px', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await openPage(page);
  await page
    .getByRole('button', {name: /^Contributor list for /})
    .first()
    .click();
  await page
    .getByRole('button', {name: /^Expenditure list for /})
    .first()
    .click();
  await expect(page.locator('img[data-paynow-qr]')).toBeVisible();
  await expect(page.getByRole('link', {name: /^Annual Audit Report/}).first()).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});

test('on a 375 px phone nothing spills sideways', async ({page}) => {
  await page.setViewportSize({width: 375, height: 812});
  await openPage(page);
  await page
    .getByRole('button', {name: /^Expenditure list for /})
    .first()
    .click();
  await page.locator('#paynow').getByRole('radio', {name: 'Other amount'}).check();
  await page.locator('#give-now').getByRole('radio', {name: 'Other amount'}).check();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on a 375 px phone the ledgers stack into labelled rows and stay tables for screen readers', async ({
  page,
}) => {
  await page.setViewportSize({width: 375, height: 812});
  await openPage(page);
  await page
    .getByRole('button', {name: /^Contributor list for /})
    .first()
    .click();
  await page
    .getByRole('button', {name: /^Expenditure list for /})
    .first()
    .click();
  for (const caption of [/^Contributors to /, /^Expenditures of /]) {
    const table = page.getByRole('table', {name: caption});
    // No sideways scrolling inside the table's region.
    const region = table.locator('xpath=..');
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // Each value has its visible label on its left, and the Total stays in view.
    const date = table.locator('tbody tr').first().locator('td').nth(2);
    const label = date.locator('[data-cell-label]');
    await expect(label).toBeVisible();
    await expect(label).toHaveText('Date');
    const [labelBox, valueBox] = [await label.boundingBox(), await date.locator('span').nth(1).boundingBox()];
    expect(labelBox!.x + labelBox!.width).toBeLessThanOrEqual(valueBox!.x);
    await expect(table.locator('tfoot th')).toBeVisible();
    await expect(table.locator('tfoot td').first()).toBeVisible();
  }
  // Chromium's accessibility tree still has the table, its column headers and cells named by value only.
  const cdp = await page.context().newCDPSession(page);
  const {nodes} = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {role?: {value: string}; name?: {value: string}}[];
  };
  const named = (role: string) => nodes.filter((n) => n.role?.value === role).map((n) => n.name?.value);
  expect(named('columnheader')).toEqual(expect.arrayContaining(['Contribution Amount', 'Purpose / Detail']));
  expect(named('cell')).not.toContain(expect.stringMatching(/^Date/));
  expect(named('table').some((name) => /^Contributors to /.test(name ?? ''))).toBe(true);
});

test('at 1280 px the ledgers are ordinary tables with the labels hidden', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await openPage(page);
  await page
    .getByRole('button', {name: /^Contributor list for /})
    .first()
    .click();
  const table = page.getByRole('table', {name: /^Contributors to /});
  await expect(table.locator('thead th').first()).toBeVisible();
  await expect(table.locator('[data-cell-label]').first()).toBeHidden();
});
