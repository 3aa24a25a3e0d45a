// One way to pay after a pledge (issue 56), on a phone (320 x 640), on the site and with <nard-donate> on a
// partner page: after Give now exactly one QR is visible and it carries the pledge's reference (the general
// QR, which carries none, is gone); "Save QR" downloads a PNG that decodes to the same payload; the copy
// buttons of the PayNow steps put the UEN, the amount and the reference on the clipboard.
import {readFile} from 'node:fs/promises';
import type {Locator, Page} from '@playwright/test';
import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import type {PublicConfig} from '../../core/content/index.ts';
import {expectNoAxeViolations} from './accounts.test-support.ts';
import {axeFindings} from './axe.test-support.ts';
import {expectPhoneLayout} from './phone-layout.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {DEMO_URL, waitForElements} from './widgets.test-support.ts';

test.use({viewport: {width: 320, height: 640}, deviceScaleFactor: 2});

const decode = (png: PNG) => jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '';

async function paynowOf(page: Page): Promise<PublicConfig['paynow']> {
  const answer = await page.request.get(`${process.env.E2E_BASE_URL}/api/config`);
  return ((await answer.json()) as {config: PublicConfig}).config.paynow;
}

/** Fills in and sends the form inside `where`; returns the pledge's reference once its confirmation shows. */
async function pledgeIn(where: Locator, name: string): Promise<string> {
  await where.getByLabel('Your name').fill(name);
  await where.getByLabel('E-mail for your receipt').fill(`${name.split(' ')[0]}.${Date.now()}@example.org`);
  await where.getByRole('radio', {name: '$100'}).check();
  await where.getByRole('button', {name: 'Give now'}).click();
  const confirmation = where.locator('[data-pledge-reference]');
  await expect(confirmation).toBeVisible();
  await expect(where.getByRole('heading', {name: /^Your gift of \$100 to /})).toBeFocused();
  return (await confirmation.getAttribute('data-pledge-reference'))!;
}

/** The one QR on screen, decoded from its pixels. */
async function theOnlyQr(page: Page, reference: string): Promise<string> {
  const qrs = page.getByRole('img', {name: /^PayNow QR code/});
  await expect(qrs).toHaveCount(1);
  await expect(qrs).toHaveAccessibleName(new RegExp(`reference ${reference}$`));
  const payload = decode(PNG.sync.read(await qrs.screenshot()));
  expect(payload).toContain(`01${String(reference.length).padStart(2, '0')}${reference}`);
  expect(payload).toContain('5406100.00');
  return payload;
}

async function savedQr(page: Page, where: Locator, reference: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    where.getByRole('button', {name: 'Save QR'}).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`nard-gift-${reference}.png`);
  const png = PNG.sync.read(await readFile((await download.path())!));
  return decode(png);
}

async function expectCopies(page: Page, where: Locator, copies: Record<string, string>) {
  for (const [name, text] of Object.entries(copies)) {
    const button = where.getByRole('button', {name, exact: true});
    await button.click();
    // Seen beside the button (for a few seconds), and said: in the element's status line, or in a toast on
    // the site (which waits its turn behind the toasts before it).
    await expect(button.locator('..')).toContainText('✓ Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await expect(page.getByText(`Copied ${text}.`)).toBeVisible({timeout: 20_000});
  }
}

test('a donor pledges on a phone and sees only their own QR (site)', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const paynow = await paynowOf(page);
  await page.goto('/contributions#give-now');
  const card = page.locator('#give-now');
  const reference = await pledgeIn(card, 'Tan Mei Ling');

  const payload = await theOnlyQr(page, reference);
  await expect(page.locator('[data-paynow-qr]')).toHaveCount(0);
  await expect(page.locator('#paynow, #bank-transfer, #pay-online')).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Copy Account Details'})).toHaveCount(1);
  expect(await savedQr(page, card, reference)).toBe(payload);
  await expectCopies(page, card, {'Copy UEN': paynow.uen, 'Copy amount': '100', 'Copy reference': reference});
  await expectPhoneLayout(page, 'the pledge on /contributions');
  await expectNoAxeViolations(page);

  // "Make another gift" brings the general ways back.
  await card.getByRole('button', {name: 'Make another gift'}).click();
  await expect(page.locator('#paynow img[data-paynow-qr]')).toBeVisible();
  await expect(page.locator('#bank-transfer')).toBeVisible();
});

test('a donor pledges on a phone and sees only their own QR (partner page)', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const paynow = await paynowOf(page);
  await page.goto(`${DEMO_URL}/demo/urban-farm/`);
  await waitForElements(page, ['nard-donate']);
  const donate = page.locator('nard-donate');
  // The general QR is drawn before the pledge; after it, it is neither seen nor heard.
  await expect(donate.locator('img[part=qr]')).toBeVisible();
  const reference = await pledgeIn(donate.locator('[part="give-now"]'), 'Nur Aisyah');

  const payload = await theOnlyQr(page, reference);
  await expect(donate.locator('img[part=qr]')).toBeHidden();
  await expect(donate.locator('[part=bank], [part=paynow], [part=checkout]')).toHaveCount(3);
  for (const way of await donate.locator('[part=bank], [part=paynow], [part=checkout]').all()) {
    await expect(way).toBeHidden();
  }
  await expect(donate.getByRole('button', {name: 'Copy Account Details'})).toHaveCount(1);
  expect(await savedQr(page, donate, reference)).toBe(payload);
  await expectCopies(page, donate, {
    'Copy UEN': paynow.uen,
    'Copy amount': '100',
    'Copy reference': reference,
  });
  expect(await axeFindings(page, {include: 'nard-donate'})).toEqual([]);
  // Nothing wider than the phone: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await donate.getByRole('button', {name: 'Make another gift'}).click();
  await expect(donate.locator('img[part=qr]')).toBeVisible();
});
