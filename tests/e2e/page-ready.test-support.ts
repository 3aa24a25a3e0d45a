// When a page of the site is ready to test: React has hydrated it (`<html data-hydrated>`, set at the end of
// the page content once every first-render effect has run, so every load the page starts on arrival has
// begun), the frames after it have passed (lazy sections a phone sees at once start loading in them), and no
// request of the page is still open. Playwright's 'networkidle' waited for 500 ms of network silence after
// each page instead, and could still end between the last script and the first fetch when hydration took
// longer than that.
import {expect, type Page, type Request} from '@playwright/test';

const openRequests = new WeakMap<Page, Set<Request>>();

/** Starts counting `page`'s open requests; call it before the page's first `goto`. */
export function watchRequests(page: Page): void {
  if (openRequests.has(page)) return;
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  openRequests.set(page, open);
}

/** Waits until the page is hydrated and has no request open (see the top of this file). */
export async function pageReady(page: Page): Promise<void> {
  const open = openRequests.get(page);
  if (!open) throw new Error('pageReady needs watchRequests(page) before the page was opened.');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await expect.poll(() => open.size, {intervals: [20, 50, 100]}).toBe(0);
}

/** Opens `url` and waits until it is ready, so typing is not lost to hydration. */
export async function gotoReady(page: Page, url: string): Promise<void> {
  watchRequests(page);
  await page.goto(url);
  await pageReady(page);
}

/**
 * The home page opens its announcement once a visit, after its fetch (which may come after the network
 * first goes quiet), in the page's language: waits for it and closes it with Escape, as a reader would.
 */
export async function closeHomeAnnouncement(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}
