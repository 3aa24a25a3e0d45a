// The `test` every e2e spec uses: Playwright's, except that `page.goto` and `page.reload` of a prerendered
// page of the site also wait until React has hydrated it (`<html data-hydrated>`). The pages paint first
// and ask for their scripts after that (decision 038), so `load` no longer means that the page's buttons
// work, and a test that pressed one at once would press a button that does nothing yet. A page without
// the page-scripts template (the staff console's shell, the demo, the widgets) is not waited for, nor is
// a page opened with `waitUntil: 'commit'` or in a context without JavaScript.
import {type Browser, type BrowserContext, test as base, type Page} from '@playwright/test';

export {expect} from '@playwright/test';

// Pages and contexts opened with JavaScript off: their pages never hydrate, so they are not waited for.
const withoutScript = new WeakSet<Page | BrowserContext>();
const patched = new WeakSet<object>();

async function untilHydrated(page: Page): Promise<void> {
  if (withoutScript.has(page) || withoutScript.has(page.context())) return;
  await page.waitForFunction(
    () =>
      document.getElementById('page-scripts') === null ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
}

// Contexts a test opens itself (`browser.newContext({javaScriptEnabled: false})`) are noted as they open.
function noteContextsWithoutScript(browser: Browser): void {
  const prototype = Object.getPrototypeOf(browser) as Browser;
  if (patched.has(prototype)) return;
  patched.add(prototype);
  const newContext = prototype.newContext;
  prototype.newContext = async function (this: Browser, ...args: Parameters<Browser['newContext']>) {
    const context = await newContext.apply(this, args);
    if (args[0]?.javaScriptEnabled === false) withoutScript.add(context);
    return context;
  };
}

// On the prototype, once per worker: pages a test opens in contexts of its own wait the same way.
function waitForHydrationAfterNavigation(page: Page): void {
  const browser = page.context().browser();
  if (browser) noteContextsWithoutScript(browser);
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
