// The four languages as a reader meets them: the switch keeps the page and remembers the choice, the API
// answers in the page's language, and every page in Chinese, Malay and Tamil fits a 320 px phone with no
// axe finding (the English walk is phones.spec).
import type {Page} from '@playwright/test';
import tamilMails from '../../core/i18n/books/mails-account/ta.ts';
import {gotoReady, mailSubjectsTo, newApplicant} from './accounts.test-support.ts';
import {drawnFonts} from './fonts.test-support.ts';
import {closeHomeAnnouncement, pageReady, watchRequests} from './page-ready.test-support.ts';
import {expectNoAxeFindings, expectPhoneLayout, openEveryToggle} from './phone-layout.test-support.ts';
import {ACCOUNT_ROUTES, PUBLIC_ROUTES} from './site-routes.test-support.ts';
import {expect, test} from './site-test.test-support.ts';

const TAGS = {zh: 'zh-Hans-SG', ms: 'ms-SG', ta: 'ta-SG'} as const;
type Other = keyof typeof TAGS;

// The phone walk's pages (the home page is the language's own root, /zh).
const PATHS = [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES].map((path) => (path === '/' ? '' : path));

/** Chooses `language` as the switch would, so no offer to switch covers the page. */
async function choose(page: Page, language: string, baseURL: string | undefined) {
  await page.context().addCookies([{name: 'nard_language', value: language, url: baseURL!}]);
}

test('the switch on /contributions lands on /zh/contributions, and the choice is remembered', async ({
  page,
}) => {
  await gotoReady(page, '/contributions');
  await page.getByRole('button', {name: 'Language: English'}).click();
  await page.getByRole('link', {name: '中文'}).click();
  await expect(page).toHaveURL(/\/zh\/contributions$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-SG');
  await expect(
    page.getByRole('navigation', {name: '主导航'}).getByRole('link', {name: '捐款'}),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', {name: '语言：中文'})).toBeVisible();
  // The page itself in Chinese: its story, the ways to give, the ledgers and their figures.
  await expect(page.getByRole('heading', {level: 1, name: '捐款'})).toBeVisible();
  await expect(page.getByRole('group', {name: '选择金额'}).first()).toBeVisible();
  await expect(page.getByRole('heading', {name: '钱从哪里来，用到哪里去'})).toBeVisible();
  await expect(page.locator('[data-figure="funded"]').first()).toHaveText(/^(已完成 \d+%|尚未开始|已筹得 )/);
  await page
    .getByRole('button', {name: /^捐款人 清单：/})
    .first()
    .click();
  await expect(page.getByRole('columnheader', {name: '捐款金额'}).first()).toBeVisible();
  // An English path now answers with the chosen language's page; a prefixed link stays what it says.
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/zh\/faq$/);
  // Ready first: the switch is a button that works once the page's script has hydrated it.
  await gotoReady(page, '/ta/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-SG');
  // Choosing English again keeps English paths English.
  await page.getByRole('button', {name: /மொழி/}).click();
  await page.getByRole('link', {name: 'English'}).click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.goto('/contact-us');
  await expect(page).toHaveURL(/\/contact-us$/);
});

test('a first visit whose browser prefers Tamil is offered Tamil, never redirected', async ({browser}) => {
  const context = await browser.newContext({locale: 'ta-IN'});
  const page = await context.newPage();
  await gotoReady(page, '/faq');
  await expect(page).toHaveURL(/\/faq$/);
  const offer = page.getByRole('complementary', {name: 'மொழி'});
  await expect(offer).toHaveAttribute('lang', 'ta-SG');
  await offer.getByRole('button', {name: 'வேண்டாம், நன்றி'}).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('complementary', {name: 'மொழி'})).toHaveCount(0);
  await context.close();
});

test("bold Tamil is drawn with the Tamil font's own Bold, not the Regular thickened", async ({page}) => {
  // Named before the generic family (core/design/tokens.ts); through sans-serif Chromium on Linux took the
  // Regular and thickened it.
  await gotoReady(page, '/ta/about-us');
  const fonts = await drawnFonts(page, "document.querySelector('h1')");
  expect(fonts).toContain('NotoSansTamil-Bold');
  expect(fonts).not.toContain('NotoSansTamil-Regular');
});

test('the Tamil ledgers, every one open, fit a 320 px phone', async ({page, baseURL}) => {
  // The walks below check pages as loaded; Tamil's bold labels are the widest beside a ledger's values.
  await page.setViewportSize({width: 320, height: 740});
  await choose(page, 'ta', baseURL);
  await gotoReady(page, '/ta/contributions');
  await openEveryToggle(page, '/ta/contributions');
  await expectPhoneLayout(page, '/ta/contributions with every ledger open');
});

test('the API answers a Chinese page in Chinese', async ({page, baseURL}) => {
  await choose(page, 'zh', baseURL);
  await gotoReady(page, '/zh/log-in');
  const form = page.locator('main form').first();
  await form.locator('input[type="email"]').fill('nobody@example.com');
  await form.locator('input[type="password"]').fill('Wrong1!x');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText('电子邮箱或密码不正确').first()).toBeVisible();
});

test('signing up from /ta/yellow-ribbon brings the welcome mail in Tamil', async ({page, baseURL}) => {
  await choose(page, 'ta', baseURL);
  const applicant = newApplicant('tamil');
  await gotoReady(page, '/ta/yellow-ribbon');
  const form = page.locator('main form').first();
  await form.locator('[name="fullName"]').fill('Kavitha Raman');
  await form.locator('[name="age"]').selectOption('26-35');
  await form.locator('[name="email"]').fill(applicant.email);
  await form.locator('[name="password"]').fill(applicant.password);
  await form.locator('[name="region"]').selectOption('west');
  await form.locator('[name="city"]').selectOption('Jurong West');
  await form.locator('[name="phoneNumber"]').fill('91234567');
  await form.locator('[name="emergencyContact"]').fill('98765432');
  await form.locator('[name="profession"]').fill('சமையல்');
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/ta\/log-in$/);
  const subjects = await mailSubjectsTo(applicant.email);
  expect(subjects).toContain(tamilMails.welcomeSubject);
});

for (const [language, tag] of Object.entries(TAGS) as [Other, string][]) {
  test.describe(`${language} at 320 px`, () => {
    test.use({viewport: {width: 320, height: 740}});

    test(`every page in ${language} fits, with no axe finding`, async ({page, baseURL}) => {
      test.setTimeout(240_000);
      await choose(page, language, baseURL);
      watchRequests(page);
      for (const path of PATHS) {
        const response = await page.goto(`/${language}${path}`);
        expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
        await expect(page.locator('html')).toHaveAttribute('lang', tag);
        await pageReady(page);
        if (path === '') await closeHomeAnnouncement(page);
        await expect(page.getByRole('dialog')).toHaveCount(0);
        await expectPhoneLayout(page, `/${language}${path}`);
        await expectNoAxeFindings(page, `/${language}${path}`);
      }
      await page.goto(`/${language}`);
      await page.keyboard.press('Escape');
      await page.locator('button[aria-controls="mobile-menu"]').click();
      await expectPhoneLayout(page, `/${language} with the menu open`);
      await expectNoAxeFindings(page, `/${language} with the menu open`);
    });
  });
}
