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

/** What the first `nard-volunteer-form` on a page showed in its first frame and once Preact had it. */
export type FirstView = {first: string; hydrated: string; preactFirst: boolean};

/**
 * Records the form's shadow root in the first frame that shows its heading, and again at `nard-ready`
 * (Preact has it then); call before `page.goto`. `preactFirst`: whether Preact had rendered into the
 * form by that first frame. The returned function waits for both.
 */
export async function watchFirstView(page: Page): Promise<() => Promise<FirstView>> {
  await page.addInitScript(() => {
    const seen = {first: '', hydrated: '', preactFirst: true};
    Object.defineProperty(window, 'firstViewForTest', {value: seen});
    document.addEventListener('nard-ready', (event) => {
      const form = event.target as Element;
      if (form === document.querySelector('nard-volunteer-form')) seen.hydrated = form.shadowRoot!.innerHTML;
    });
    const tick = () => {
      const root = document.querySelector('nard-volunteer-form')?.shadowRoot;
      if (!root?.querySelector('h2')) return requestAnimationFrame(tick);
      seen.first = root.innerHTML;
      // Preact keeps the tree it rendered into a container under `__k` (a fixed name in Preact 10's build).
      seen.preactFirst = '__k' in root.querySelector('.nard-root')!;
    };
    requestAnimationFrame(tick);
  });
  return async () => {
    const seen = await page.waitForFunction(() => {
      const {first, hydrated, preactFirst} = (window as unknown as {firstViewForTest: FirstView})
        .firstViewForTest;
      return hydrated && first && {first, hydrated, preactFirst};
    });
    return (await seen.jsonValue()) as FirstView;
  };
}
