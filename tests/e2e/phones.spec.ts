// Every public route and the account pages on a 320 px phone: as loaded (status, heading, no console error,
// no axe finding, as site-routes.spec checks at 1280 px), then no sideways scroll of the page or of any
// element, no word broken or wider than its box, every toggle and dialog opened, and no axe finding.
// Only 320 px, the narrowest phone we support: no style rule changes between 320 and 375 px (the first
// breakpoint is 600 px; tests/lint/phone-breakpoints.test.ts fails when one is added below 376 px), so a
// 375 px walk would check the same layout with more room. Add 375 px here for a page whose layout differs.
import type {Page} from '@playwright/test';
import {gotoReady, logIn, newApplicant} from './accounts.test-support.ts';
import {
  expectNoAxeFindings,
  expectPhoneLayout,
  openEveryDialog,
  openEveryToggle,
} from './phone-layout.test-support.ts';
import {
  ACCOUNT_ROUTES,
  expectPageAsLoaded,
  NOT_FOUND,
  PUBLIC_ROUTES,
  ROUTES,
} from './site-routes.test-support.ts';
import {expect, test} from './site-test.test-support.ts';

const CHECKED_AS_LOADED = new Set([...ROUTES, NOT_FOUND].map(([path]) => path));

/** The page's markup now: two equal answers are one page state, which axe need not check twice. */
const pageState = (page: Page) => page.evaluate(() => document.body.outerHTML);

/**
 * Everything a visitor can see on the page: as loaded, every toggle open, each dialog, and the menu when
 * asked. `checked` is the page state axe already passed (as loaded), if any.
 */
async function walkPage(page: Page, path: string, withMenu: boolean, checked: string | null = null) {
  // Sections below the first screen load their figures as they come near: pass by each of them.
  // Closed accordion panels are hidden sections: scrolling to one would wait for it forever.
  for (const section of await page.locator('main section:visible').all())
    await section.scrollIntoViewIfNeeded();
  await expect(page.getByRole('status').filter({hasText: 'Loading'})).toHaveCount(0);
  // The PayNow QR is drawn by a part loaded after first paint: axe and the layout check include it.
  if (path === '/contributions') await expect(page.locator('img[data-paynow-qr]')).toBeVisible();
  await expectPhoneLayout(page, path);
  // axe runs again once the figures are in and the toggles open, unless that changed nothing.
  await openEveryToggle(page, path);
  if ((await pageState(page)) !== checked) await expectNoAxeFindings(page, `${path} with every toggle open`);
  await openEveryDialog(page, path);
  if (!withMenu) return;

  const menu = page.getByRole('button', {name: 'Menu'});
  await menu.click();
  await expect(page.locator('#mobile-menu').getByRole('link', {name: 'Donate'})).toBeVisible();
  await expectPhoneLayout(page, `${path} with the menu open`);
  await expectNoAxeFindings(page, `${path} with the menu open`);
  await menu.click();
}

test.describe('phones at 320 px', () => {
  test.use({viewport: {width: 320, height: 740}});

  for (const path of [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES]) {
    test(`${path} fits, every toggle open, no axe finding`, async ({page}) => {
      let checked: string | null = null;
      if (CHECKED_AS_LOADED.has(path)) {
        await expectPageAsLoaded(page, path, () => expectPhoneLayout(page, `${path} with the announcement`));
        checked = await pageState(page);
      } else {
        await gotoReady(page, path);
      }
      // The header and its menu are one component on every page: checked on / and signed in.
      await walkPage(page, path, path === '/', checked);
    });
  }

  test('/profile signed in, viewing and editing, fits', async ({page, request}) => {
    const applicant = newApplicant('phone');
    const signup = await request.post('/api/auth/signup', {
      data: {
        type: 'volunteer',
        fullName: 'Nurul Huda binte Abdul Rahman',
        age: '26-35',
        email: applicant.email,
        password: applicant.password,
        region: 'northEast',
        city: 'Ang Mo Kio',
        phoneNumber: '+6591234567',
        emergencyContact: '+6598765432',
        profession: 'Hydroponic farming',
      },
    });
    expect(signup.status()).toBe(201);
    await gotoReady(page, '/log-in');
    await logIn(page, applicant.email, applicant.password);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('definition').filter({hasText: applicant.email})).toBeVisible();
    await walkPage(page, '/profile', true);
    await page.getByRole('button', {name: 'Edit Profile'}).click();
    await expectPhoneLayout(page, '/profile editing');
    await expectNoAxeFindings(page, '/profile editing');
  });
});
