// The header's menus work on the prerendered page before its script has run (a tap on a slow phone is
// not lost), and the page takes over what was opened once it has: site/ui/use-popover.ts. The page's
// scripts are requested only after its first contentful paint (decision 038).
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
});

test('a menu opened before the script ran is still open, and said to be, once it has', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  // The page's scripts wait until the menu has been opened.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
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
