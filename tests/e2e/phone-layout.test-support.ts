// In-page checks for phone widths: nothing wider than the screen, nothing scrolling sideways inside,
// no word split across lines or wider than its box. Each returns plain descriptions of what failed.
import {expect, type Page} from '@playwright/test';
import {axeFindings} from './axe.test-support.ts';

/** Runs in the page: every problem found, as short strings naming the element. */
function findLayoutProblems(): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const name = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${text}"`;
  };
  // Visually hidden text (1 px, clipped) and closed or hidden things are not on screen to overflow.
  // Both answers are remembered per element: a page's walk asks them for every element and text node,
  // and the FAQ's walk runs once per toggle, so an ancestor climb each time took most of a minute.
  const clippedSeen = new Map<Element, boolean>();
  const clipped = (element: Element | null): boolean => {
    if (!element) return false;
    const known = clippedSeen.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const answer =
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      style.clipPath === 'inset(50%)' ||
      clipped(element.parentElement);
    clippedSeen.set(element, answer);
    return answer;
  };
  const onScreenSeen = new Map<Element, boolean>();
  const onScreen = (element: Element) => {
    const known = onScreenSeen.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const answer =
      style.visibility !== 'hidden' &&
      style.display !== 'none' &&
      !clipped(element) &&
      box.width > 1 &&
      box.height > 1;
    onScreenSeen.set(element, answer);
    return answer;
  };
  if (document.documentElement.scrollWidth > viewport) {
    problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth}px > ${viewport}px`);
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (!onScreen(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.left < -1 || box.right > viewport + 1) {
      problems.push(`${name(element)} sticks out: ${Math.round(box.left)}..${Math.round(box.right)}px`);
      continue;
    }
    const style = getComputedStyle(element);
    const scrolls = style.overflowX !== 'visible' && !element.matches('input, textarea, select');
    if (scrolls && element.scrollWidth > element.clientWidth + 1) {
      problems.push(`${name(element)} hides ${element.scrollWidth - element.clientWidth}px sideways`);
    }
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !onScreen(parent) || parent.closest('script, style, svg')) continue;
    const boxWidth = parent.getBoundingClientRect().width;
    const text = node.textContent ?? '';
    // Words as a reader sees them, found by the language's own word rules (Chinese has no spaces; a Tamil
    // word must not split between its letters); a hyphen or slash is a fair place to wrap. E-mail
    // addresses and links may break anywhere: on a 320 px phone a long one has no other way to fit.
    const language = parent.closest('[lang]')?.getAttribute('lang') ?? 'en';
    const words = new Intl.Segmenter(language, {granularity: 'word'});
    // Chinese may wrap between any two characters (its typography has no word spaces): only width counts.
    const wrapsBetweenCharacters = language.startsWith('zh');
    for (const chunk of text.matchAll(/\S+/g)) {
      if (/@|:\/\/|\]\(|^www\./.test(chunk[0])) continue;
      for (const word of words.segment(chunk[0])) {
        if (!word.isWordLike || word.segment.length < 2) continue;
        const range = document.createRange();
        range.setStart(node, chunk.index + word.index);
        range.setEnd(node, chunk.index + word.index + word.segment.length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1 && !wrapsBetweenCharacters)
          problems.push(`word "${word.segment}" is broken across lines in ${name(parent)}`);
        else if (range.getBoundingClientRect().width > boxWidth + 1) {
          problems.push(`${name(parent)} is narrower (${Math.round(boxWidth)}px) than "${word.segment}"`);
        }
      }
    }
  }
  return problems;
}

/** Fails with every layout problem on the page as it is now. */
export async function expectPhoneLayout(page: Page, where: string) {
  const problems = await page.evaluate(findLayoutProblems);
  expect(problems, `${where}: layout problems`).toEqual([]);
}

/**
 * No text drawn in another font than the page's, in the page or in a field: a control without
 * `font: inherit` takes the browser's own (Arial on most systems). Code in monospace is meant.
 */
export async function expectTextInSiteFont(page: Page, where: string) {
  const outside = await page.evaluate(() => {
    const site = getComputedStyle(document.body).fontFamily;
    const hasOwnText = (element: Element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    // Fields show what is typed or chosen; check boxes and the like show no text.
    const showsText = (element: Element) =>
      element.matches(
        'select, textarea, input:not([type=checkbox], [type=radio], [type=hidden], [type=file])',
      );
    return [...document.querySelectorAll('body *')]
      .filter((element) => hasOwnText(element) || showsText(element))
      .filter((element) => {
        const font = getComputedStyle(element).fontFamily;
        return font !== site && !font.includes('monospace');
      })
      .map((element) => element.outerHTML.slice(0, 120));
  });
  expect(outside, `${where}: text outside the site's font`).toEqual([]);
}

/** Fails with every axe finding (WCAG 2.2 AA) on the page as it is now. */
export async function expectNoAxeFindings(page: Page, where: string) {
  // From the top: the walk scrolls toggles into view, and a button that happens to sit under the sticky
  // header at that moment is hidden by the scroll position, not by the page (axe's target-size counts it).
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeFindings(page), `${where}: axe findings`).toEqual([]);
}

/**
 * Opens every closed toggle in main (aria-expanded or aria-pressed "false": menus, accordions, name
 * lists, the gallery's zoom), including those an opened one reveals,
 * checking the layout after each; a toggle that closes another (the FAQ) is fine, each state is checked.
 */
export async function openEveryToggle(page: Page, where: string) {
  for (let opened = 1; opened <= 80; opened++) {
    const closed = 'main button:is([aria-expanded="false"], [aria-pressed="false"])';
    const next = page.locator(`${closed}:not([data-e2e-opened]):visible`).first();
    // What an opened toggle reveals is there once nothing is loading: no need to wait for more toggles.
    await expect(page.getByRole('status').filter({hasText: 'Loading'})).toHaveCount(0);
    if ((await next.count()) === 0) return;
    const handle = await next.elementHandle();
    await handle.evaluate((button) => button.setAttribute('data-e2e-opened', ''));
    await handle.click();
    await expectPhoneLayout(page, `${where} after opening toggle ${opened}`);
  }
}

/** Opens each button in main that opens a dialog, checks the dialog, and closes it with Escape. */
export async function openEveryDialog(page: Page, where: string) {
  const openers = page.locator('main button[aria-haspopup="dialog"]:visible');
  for (let index = 0; index < (await openers.count()); index++) {
    await openers.nth(index).click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    // The dialog fades in over 200 ms; axe measured contrast mid-fade once (text at part opacity). Check the
    // state a person reads: after the entry animation has finished.
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await expectPhoneLayout(page, `${where} with dialog ${index + 1} open`);
    await expectNoAxeFindings(page, `${where} with dialog ${index + 1} open`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
}
