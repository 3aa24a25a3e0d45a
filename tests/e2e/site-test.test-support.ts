// The `test` every e2e spec uses: Playwright's, except that `page.goto` and `page.reload` of a prerendered
// page of the site also wait until React has hydrated it (`<html data-hydrated>`). The pages paint first
// and ask for their scripts after that (decision 038), so `load` no longer means that the page's buttons
// work, and a test that pressed one at once would press a button that does nothing yet. A page without
// the page-scripts template (the staff console's shell, the demo, the widgets) is not waited for, nor is
// a page opened with `waitUntil: 'commit'` or without JavaScript.
import {test as base, type Page} from '@playwright/test';

export {expect} from '@playwright/test';

const withoutScript = new WeakSet<Page>();
const patched = new WeakSet<object>();

async function untilHydrated(page: Page): Promise<void> {
  if (withoutScript.has(page)) return;
  await page.waitForFunction(
    () =>
      document.getElementById('page-scripts') === null ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
}

// On the prototype, once per worker: pages a test opens in contexts of its own wait the same way.
function waitForHydrationAfterNavigation(page: Page): void {
  const prototype = Object.getPrototypeOf(page) as Page;
  if (patched.has(prototype)) return;
  patched.add(prototype);
  const goto = prototype.goto;
  const reload = prototype.reload;
  prototype.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    if (args[1]?.waitUntil !== 'commit') await untilHydrated(this);
    return response;
  };
  prototype.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    if (args[0]?.waitUntil !== 'commit') await untilHydrated(this);
    return response;
  };
}

export const test = base.extend({
  page: async ({page, javaScriptEnabled}, use) => {
    if (!javaScriptEnabled) withoutScript.add(page);
    waitForHydrationAfterNavigation(page);
    await use(page);
  },
});
