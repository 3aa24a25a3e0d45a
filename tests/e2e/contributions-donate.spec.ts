// The donate section against the real server: Donate Now landing, PayNow QR decoding, Copy Account Details.

import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import {buildPayNowPayload} from '../../core/donate/index.ts';
import {expect, test} from './site-test.test-support.ts';

type Config = {
  paynow: {uen: string; merchantName: string; merchantCity: string};
  bank: {bankName: string; accountNumber: string; beneficiaryName: string; bankCode: string};
  checkout: {card: string | null; googlePay: string | null; applePay: string | null};
};

async function readConfig(request: import('@playwright/test').APIRequestContext): Promise<Config> {
  return (await (await request.get('/api/config')).json()).config;
}

test.use({deviceScaleFactor: 2});

test('Donate Now lands on the donate section', async ({page}) => {
  await page.goto('/contributions');
  await page.getByRole('link', {name: 'Donate Now'}).first().click();
  await expect(page).toHaveURL(/#donate$/);
  await expect(page.locator('#donate')).toBeInViewport();
});

for (const choice of [
  {pick: '$100', typed: null, cents: 10000},
  {pick: 'Other amount', typed: '12.34', cents: 1234},
  {pick: 'I will type it in my bank app', typed: null, cents: undefined},
]) {
  test(`the PayNow QR decodes to the payload for ${choice.typed ?? choice.pick}`, async ({page, request}) => {
    const {paynow} = await readConfig(request);
    await page.goto('/contributions#donate');
    // The PayNow card's own choices: "Give now" above has amount choices of its own.
    const card = page.locator('#paynow');
    await card.getByRole('radio', {name: choice.pick}).check();
    if (choice.typed)
      await card.getByRole('textbox', {name: 'Your amount in Singapore dollars'}).fill(choice.typed);
    const qr = page.locator('img[data-paynow-qr]');
    await expect(qr).toHaveAttribute('alt', /^PayNow QR code: /);
    await expect(page.getByText(paynow.uen, {exact: true})).toBeVisible();

    const png = PNG.sync.read(await qr.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    const expected = buildPayNowPayload({
      uen: paynow.uen,
      merchantName: paynow.merchantName,
      merchantCity: paynow.merchantCity,
      amount: choice.cents === undefined ? undefined : choice.cents / 100,
      editable: choice.cents === undefined,
    });
    expect(decoded?.data).toBe(expected);
  });
}

test('a bad typed amount shows why and hides the QR', async ({page}) => {
  await page.goto('/contributions#donate');
  const card = page.locator('#paynow');
  await card.getByRole('radio', {name: 'Other amount'}).check();
  const field = card.getByRole('textbox', {name: 'Your amount in Singapore dollars'});
  await field.fill('0');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The amount must be more than $0.')).toBeVisible();
  await expect(page.locator('img[data-paynow-qr]')).toHaveCount(0);
});

test('Copy Account Details puts the exact bank details on the clipboard', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const {bank} = await readConfig(request);
  await page.goto('/contributions#donate');
  await page.getByRole('button', {name: 'Copy Account Details'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Account details copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    `Bank: ${bank.bankName}\nAccount number: ${bank.accountNumber}\n` +
      `Beneficiary name: ${bank.beneficiaryName}\nBank code: ${bank.bankCode}`,
  );
});

test('card, Google Pay and Apple Pay each link to checkout or say how to give instead', async ({
  page,
  request,
}) => {
  const {checkout} = await readConfig(request);
  await page.goto('/contributions#donate');
  const online = page.locator('#pay-online');
  for (const [label, url] of [
    ['Credit Card', checkout.card],
    ['Google Pay', checkout.googlePay],
    ['Apple Pay', checkout.applePay],
  ] as const) {
    if (url) {
      const link = online.getByRole('link', {name: `Pay by ${label} (opens in a new tab)`});
      await expect(link).toHaveAttribute('href', url);
    } else {
      await expect(online.locator('[data-unavailable-methods]')).toContainText(label);
    }
  }
  await expect(online.getByRole('button')).toHaveCount(0);
  if (!checkout.card || !checkout.googlePay || !checkout.applePay) {
    await expect(online.getByRole('link', {name: 'PayNow'})).toHaveAttribute('href', '#paynow');
  }
});
