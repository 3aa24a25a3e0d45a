// Shared by the widget specs: the demo origins, and a page watcher that collects errors and CSP reports.
import {expect, type Page} from '@playwright/test';

/** A registered partner origin (PARTNER_ORIGINS) and one that is not. */
export const DEMO_URL = process.env.E2E_DEMO_URL ?? '';
export const DEMO_URL_UNLISTED = process.env.E2E_DEMO_URL_UNLISTED ?? '';

/** The four elements. */
export const TAGS = [
  'nard-volunteer-form',
  'nard-contributions',
  'nard-announcements',
  'nard-donate',
] as const;

/** Console errors (CSP violations are reported there as "Refused to ...") and uncaught page errors. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** Waits until every given element has rendered its heading and its data has arrived. */
export async function waitForElements(page: Page, tags: readonly string[]): Promise<void> {
  for (const tag of tags) {
    await page.locator(`${tag} h2`).first().waitFor();
    await expect(page.locator(tag).getByText(/^Loading .*(\.\.\.|…)$/)).toHaveCount(0);
    // The QR is drawn by a part loaded after the first paint.
    if (tag === 'nard-donate') await page.locator(tag).locator('img.qr').first().waitFor();
  }
}

/** Computed styles of elements inside a shadow root, for comparing one page with another. */
export async function shadowStyles(page: Page, tag: string, selectors: readonly string[]) {
  return page.evaluate(
    ({tag, selectors}) => {
      const props = [
        'color',
        'background-color',
        'font-family',
        'font-size',
        'font-weight',
        'line-height',
        'letter-spacing',
        'text-transform',
        'text-align',
        'border-top-width',
        'border-top-style',
        'border-top-color',
        'border-top-left-radius',
        'padding-top',
        'padding-left',
        'min-height',
        'box-sizing',
        'outline-style',
      ];
      const root = document.querySelector(tag)?.shadowRoot;
      return selectors.map((selector) => {
        const element = root?.querySelector(selector);
        if (!element) return {selector, missing: true};
        const style = getComputedStyle(element);
        return {selector, ...Object.fromEntries(props.map((prop) => [prop, style.getPropertyValue(prop)]))};
      });
    },
    {tag, selectors},
  );
}
