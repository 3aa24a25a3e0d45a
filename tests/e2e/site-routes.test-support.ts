// Shared by site-routes.spec (desktop) and phones.spec (phone): every public route with its heading, and
// the checks of a page as loaded (status, heading, no console error, no axe finding).
import {expect, type Page} from '@playwright/test';
import {pageReady, watchRequests} from './page-ready.test-support.ts';
import {expectNoAxeFindings, expectTextInSiteFont} from './phone-layout.test-support.ts';

/** Each route and the main heading it must show. */
export const ROUTES: [path: string, heading: RegExp][] = [
  ['/', /Skills for work|second chance|grow together/],
  ['/about-us', /Skills for work|second chance|grow together/],
  ['/projects', /Our Projects/],
  ['/projects/1', /Nard Urban Farming/],
  ['/projects/2', /Nard Coffee Roastery/],
  // SPEC: any other id shows the farming page.
  ['/projects/9', /Nard Urban Farming/],
  ['/work-for-us', /Work/],
  ['/yellow-ribbon', /Volunteer/],
  ['/contributions', /Contribution/],
  ['/nard-homebiz', /NardHomeBiz/],
  ['/contact-us', /Contact Us/],
  ['/faq', /General Questions/],
  ['/discover', /Job-skills training/],
  ['/announcements', /Announcements/],
  ['/sign-up', /Sign Up/],
  ['/log-in', /Work For Us|Log In/],
  ['/style-guide', /Style guide/],
  ['/licences', /Licences/],
  ['/password', /Passwords and resets/],
];

/** An unknown path: the 404 page. */
export const NOT_FOUND: [path: string, heading: RegExp] = ['/no-such-page', /^We could not find that page$/];

/** Console errors and uncaught page errors from now on. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * Opens `path` and checks it as loaded: its status (404 for NOT_FOUND), its heading, the home page's
 * announcement (checked by `onAnnouncement`, then closed), no axe finding and no console error. Every
 * route is checked so at 1280 px (site-routes.spec) and at 320 px (phones.spec).
 */
export async function expectPageAsLoaded(
  page: Page,
  path: string,
  onAnnouncement: () => Promise<void> = async () => {},
) {
  const errors = watchConsole(page);
  watchRequests(page);
  const response = await page.goto(path);
  const [, heading] = [...ROUTES, NOT_FOUND].find(([route]) => route === path) ?? [path, null];
  expect(response?.status()).toBe(path === NOT_FOUND[0] ? 404 : 200);
  if (heading) await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
  await pageReady(page);
  if (path === '/' || path === '/about-us') {
    const announcement = page.getByRole('dialog', {name: 'Announcement'});
    await expect(announcement).toBeVisible();
    await onAnnouncement();
    await announcement.getByRole('button', {name: 'Close'}).click();
  }
  await expectNoAxeFindings(page, `${path} as loaded`);
  await expectTextInSiteFont(page, path);
  // The browser logs a 404 document's own status as a console error.
  if (path !== NOT_FOUND[0]) expect(errors, `${path}: console errors`).toEqual([]);
}

/** Every public page a phone walk visits (phones.spec in English, languages.spec in the other three). */
export const PUBLIC_ROUTES = [
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

/** The account pages, signed out. */
export const ACCOUNT_ROUTES = [
  '/sign-up',
  '/log-in',
  '/forgot-password',
  '/otp',
  '/update-password',
  '/confirm-email',
  '/profile',
  '/my-gifts',
];
