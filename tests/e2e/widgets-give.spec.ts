// "Give now" in <nard-donate> on partner pages served from another origin (issue 22), with the BUILT
// scripts: the form loads after the first paint (its part pinned by SRI), a pledge gets its reference and
// a QR that carries it (decoded with jsQR), and any page may pledge, a partner or not.
import type {Page} from '@playwright/test';
import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import {axeFindings} from './axe.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {DEMO_URL, DEMO_URL_UNLISTED, waitForElements, watchErrors} from './widgets.test-support.ts';

test.use({deviceScaleFactor: 2});

async function giveFrom(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/demo/urban-farm/`);
  await waitForElements(page, ['nard-donate']);
  const donate = page.locator('nard-donate');
  await donate.getByLabel('Your name').fill('Nur Aisyah');
  await donate.getByRole('button', {name: 'Give now'}).click();
  // The server's rules answer in the form's words, and the first field to fix gets focus.
  const email = donate.getByLabel('E-mail for your receipt');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await email.fill(`aisyah.${Date.now()}@example.org`);
  await donate.locator('[part="give-now"]').getByRole('radio', {name: '$100'}).check();
  await donate.getByRole('button', {name: 'Give now'}).click();
  const confirmation = donate.locator('[data-pledge-reference]');
  await expect(confirmation).toBeVisible();
  await expect(
    donate.getByRole('heading', {name: 'Your gift of $100 to Where it is needed most'}),
  ).toBeFocused();
  return (await confirmation.getAttribute('data-pledge-reference'))!;
}

test('a donor pledges from the partner page and scans a QR that carries the reference and amount', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const reference = await giveFrom(page, DEMO_URL);
  const qr = page.locator('nard-donate').getByRole('img', {name: new RegExp(`reference ${reference}$`)});
  await expect(qr).toBeVisible();
  const png = PNG.sync.read(await qr.screenshot());
  const payload = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';
  expect(payload).toContain(`01${String(reference.length).padStart(2, '0')}${reference}`);
  expect(payload).toContain('5406100.00');
  await expect(page.locator('nard-donate').getByText('Comments (your reference)')).toBeVisible();
  expect(await axeFindings(page, {include: 'nard-donate'})).toEqual([]);
  // The one refused request is the first try without an e-mail, answered 400 with the field's words.
  expect(errors).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
});

test('a page that is not a partner may pledge too: a pledge moves no money', async ({page}) => {
  expect(await giveFrom(page, DEMO_URL_UNLISTED)).toMatch(/^NARD-/);
});
