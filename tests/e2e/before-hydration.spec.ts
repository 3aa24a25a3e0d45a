// The header's menus and the join dialogs (Sign Up As, Join Organization) work on the prerendered page
// before its script has run (a tap on a slow phone is not lost), and the page takes over what was opened
// once it has: site/ui/use-popover.ts, site/ui/invoker-command.ts. The page's
// scripts are requested only after its first contentful paint (decision 038).
import type {Page} from '@playwright/test';
import {expect, test} from './site-test.test-support.ts';

test.describe('without the page script', () => {
  test.use({javaScriptEnabled: false});

  test('the menu opens on a phone and Escape closes it', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/faq');
    const menu = page.getByRole('button', {name: 'Menu'});
    await menu.click();
    const projects = page.locator('#mobile-menu').getByRole('link', {name: 'Projects'});
    await expect(projects).toBeVisible();
    await projects.focus();
    await page.keyboard.press('Escape');
    await expect(projects).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('the language switch opens on a desktop and links to the page in each language', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/faq');
    await page.getByRole('button', {name: 'Language: English'}).click();
    const malay = page.locator('#language-menu').getByRole('link', {name: 'Bahasa Melayu'});
    await expect(malay).toBeVisible();
    await malay.click();
    await expect(page).toHaveURL(/\/ms\/faq$/);
  });

  test('Sign Up opens Sign Up As; Escape and Cancel close it, focus returns; Volunteer goes to its page', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/faq');
    const signUp = page.getByRole('button', {name: 'Sign Up'});
    const dialog = page.getByRole('dialog', {name: 'Sign Up As'});
    await signUp.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signUp).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', {name: 'Cancel'}).click();
    await expect(dialog).toBeHidden();
    await signUp.click();
    await dialog.getByRole('link', {name: 'Volunteer'}).click();
    await expect(page).toHaveURL(/\/yellow-ribbon$/);
  });

  test("the home page's Join Organization offers Work For Us", async ({page}) => {
    await page.goto('/');
    await page.getByRole('button', {name: 'Join Organization'}).first().click();
    await page
      .getByRole('dialog', {name: 'Join Organization'})
      .getByRole('link', {name: 'Work For Us'})
      .click();
    await expect(page).toHaveURL(/\/work-for-us$/);
  });
});

/** Holds every page script back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('a menu opened before the script ran is still open, and said to be, once it has', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  // The page's scripts wait until the menu has been opened.
  const release = await holdScripts(page);
  await page.goto('/faq', {waitUntil: 'commit'});
  const menu = page.getByRole('button', {name: 'Menu'});
  await menu.click();
  await expect(page.locator('#mobile-menu').getByRole('link', {name: 'Projects'})).toBeVisible();
  await expect(menu).not.toHaveAttribute('aria-expanded');
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('Sign Up As opened before the script ran stays open once it has, and React closes it', async ({
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 800});
  const release = await holdScripts(page);
  await page.goto('/faq', {waitUntil: 'commit'});
  const signUp = page.getByRole('button', {name: 'Sign Up'});
  const dialog = page.getByRole('dialog', {name: 'Sign Up As'});
  await signUp.click();
  await expect(dialog).toBeVisible();
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  // React has taken the dialog over: its own buttons carry no invoker command any more.
  await expect(signUp).not.toHaveAttribute('command');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: 'Cancel'}).click();
  await expect(dialog).toBeHidden();
  await expect(signUp).toBeFocused();
  await signUp.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', {name: 'Work For Us'}).click();
  await expect(page).toHaveURL(/\/work-for-us$/);
  await expect(dialog).toBeHidden();
});

test('the page asks for its scripts only after its first contentful paint, and then hydrates', async ({
  page,
}) => {
  await page.goto('/contributions');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const {paintedAt, scriptsFrom} = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scriptsFrom: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    ),
  }));
  expect(paintedAt).toBeGreaterThan(0);
  expect(scriptsFrom).toBeGreaterThan(paintedAt);
});
