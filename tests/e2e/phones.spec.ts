// Every public route and the account pages at 320 and 375 px: no sideways scroll of the page or of any
// element, no word broken or wider than its box, every toggle and dialog opened, and no axe finding.
import {expect, type Page, test} from '@playwright/test';
import {gotoReady, logIn, newApplicant} from './accounts.test-support.ts';
import {
  expectNoAxeFindings,
  expectPhoneLayout,
  openEveryDialog,
  openEveryToggle,
} from './phone-layout.test-support.ts';

const PUBLIC_ROUTES = [
  '/',
  '/about-us',
  '/projects',
  '/projects/1',
  '/projects/2',
  '/projects/3',
  '/projects/4',
  '/projects/9',
  '/work-for-us',
  '/yellow-ribbon',
  '/contributions',
  '/nard-homebiz',
  '/contact-us',
  '/faq',
  '/discover',
  '/announcements',
  '/volunteer-page',
  '/work-for-us-detail',
  '/privacy',
  '/style-guide',
  '/licences',
  '/password',
  '/no-such-page',
];

const ACCOUNT_ROUTES = ['/sign-up', '/log-in', '/forgot-password', '/otp', '/update-password', '/profile'];

/** Everything a visitor can see on the page: as loaded, every toggle open, each dialog, and the menu when asked. */
async function walkPage(page: Page, path: string, withMenu: boolean) {
  const announcement = page.getByRole('dialog', {name: 'Announcement'});
  if (path === '/' || path === '/about-us') {
    await expect(announcement).toBeVisible();
    await expectPhoneLayout(page, `${path} with the announcement`);
    await announcement.getByRole('button', {name: 'Close'}).click();
  }
  // Sections below the first screen load their figures as they come near: pass by each of them.
  // Closed accordion panels are hidden sections: scrolling to one would wait for it forever.
  for (const section of await page.locator('main section:visible').all())
    await section.scrollIntoViewIfNeeded();
  await expect(page.getByRole('status').filter({hasText: 'Loading'})).toHaveCount(0);
  await expectPhoneLayout(page, path);
  // axe runs once the toggles are open: that state holds everything the loaded page shows and more
  // (site-routes.spec runs axe on every page as loaded, at 375 and 1280 px).
  await openEveryToggle(page, path);
  await expectNoAxeFindings(page, `${path} with every toggle open`);
  await openEveryDialog(page, path);
  if (!withMenu) return;

  const menu = page.getByRole('button', {name: 'Menu'});
  await menu.click();
  await expect(page.locator('#mobile-menu').getByRole('link', {name: 'Donate'})).toBeVisible();
  await expectPhoneLayout(page, `${path} with the menu open`);
  await expectNoAxeFindings(page, `${path} with the menu open`);
  await menu.click();
}

for (const width of [320, 375]) {
  test.describe(`phones at ${width} px`, () => {
    test.use({viewport: {width, height: 740}});

    for (const path of [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES]) {
      test(`${path} fits, every toggle open, no axe finding`, async ({page}) => {
        await gotoReady(page, path);
        // The header and its menu are one component on every page: checked on / and signed in.
        await walkPage(page, path, path === '/');
      });
    }

    test('/profile signed in, viewing and editing, fits', async ({page, request}) => {
      const applicant = newApplicant(`phone-${width}`);
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
      await expect(page.getByText(applicant.email)).toBeVisible();
      await walkPage(page, '/profile', true);
      await page.getByRole('button', {name: 'Edit Profile'}).click();
      await expectPhoneLayout(page, '/profile editing');
      await expectNoAxeFindings(page, '/profile editing');
    });
  });
}
