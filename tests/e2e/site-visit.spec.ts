// What a visitor meets across pages: the announcement once per visit, /about-us on About Us, Donate in
// the header everywhere, a hero that does not move, and buttons that do not touch.
import {expect, test} from './site-test.test-support.ts';

test('the announcement opens once per visit, not on every return to / in the same tab', async ({page}) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', {name: 'Announcement'});
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('These are the shop’s hours.');
  await expect(dialog).toContainText('Mon-Fri 9:00-22:00');
  await dialog.getByRole('button', {name: 'Close'}).click();
  await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'FAQ'}).first().click();
  await page.goto('/');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(0);
});

test('/about-us lands on the About Us section', async ({page}) => {
  await page.goto('/about-us');
  const dialog = page.getByRole('dialog', {name: 'Announcement'});
  await dialog.getByRole('button', {name: 'Close'}).click();
  const heading = page.getByRole('heading', {name: 'About Us', level: 2});
  await expect(heading).toBeInViewport();
  const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
  // Just below the fixed header, not under it.
  expect(top).toBeGreaterThan(60);
  expect(top).toBeLessThan(300);
});

for (const width of [375, 1280]) {
  test(`Donate in the header leads to /contributions#donate at ${width} px`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto('/faq');
    if (width < 1024) await page.getByRole('button', {name: 'Menu'}).click();
    await page.getByRole('banner').getByRole('link', {name: 'Donate'}).click();
    await expect(page).toHaveURL(/\/contributions#donate$/);
    await expect(page.getByRole('heading', {name: 'Donate', exact: false}).first()).toBeVisible();
  });
}

test('the hero keeps its height while the headline changes', async ({page}) => {
  await page.clock.install();
  await page.setViewportSize({width: 375, height: 800});
  await page.goto('/');
  await page.getByRole('dialog', {name: 'Announcement'}).getByRole('button', {name: 'Close'}).click();
  const discover = page.getByRole('link', {name: 'Discover'});
  const heights = new Set<number>();
  const seen = new Set<string>();
  for (let step = 0; step < 4; step++) {
    seen.add((await page.getByRole('heading', {level: 1}).textContent()) ?? '');
    heights.add(Math.round((await discover.boundingBox())?.y ?? -1));
    await page.clock.runFor(5000);
  }
  expect(seen.size).toBe(3);
  expect([...heights]).toHaveLength(1);
});

test('the 404 page’s two buttons have space between them', async ({page}) => {
  await page.setViewportSize({width: 320, height: 700});
  await page.goto('/no-such-page');
  const main = page.getByRole('main');
  const home = await main.getByRole('link', {name: 'Go to the home page'}).boundingBox();
  const contact = await main.getByRole('link', {name: 'Contact us', exact: true}).boundingBox();
  expect(home && contact).toBeTruthy();
  const apart =
    contact!.y >= home!.y + home!.height
      ? contact!.y - (home!.y + home!.height)
      : contact!.x - (home!.x + home!.width);
  expect(apart).toBeGreaterThanOrEqual(8);
});
