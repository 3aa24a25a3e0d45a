// Every element on a 320 px partner page with hostile CSS, everything opened: nothing may stick out of the
// element or overflow inside its shadow root, no word may be broken inside, tables must be labelled blocks,
// and axe must find nothing inside the shadow root. Only 320 px: the elements' container queries start at
// 600 px (tests/lint/phone-breakpoints.test.ts), so 375 px lays them out the same with more room.
import type {Page} from '@playwright/test';
import {axeFindings} from './axe.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {DEMO_URL, waitForElements} from './widgets.test-support.ts';

// The hostile partner pages: urban-farm (form, donate) and vocational-school (loader; contributions, news).
const PAGES = {
  'nard-volunteer-form': '/demo/urban-farm/',
  'nard-donate': '/demo/urban-farm/',
  'nard-contributions': '/demo/vocational-school/',
  'nard-announcements': '/demo/vocational-school/',
} as const;

type Tag = keyof typeof PAGES;

async function openEverything(page: Page, tag: Tag): Promise<void> {
  const element = page.locator(tag);
  if (tag === 'nard-contributions' || tag === 'nard-announcements') {
    // Each click opens a toggle, so always take the first closed one left (once the data has come).
    await expect(element.locator('button[aria-expanded]').first()).toBeVisible();
    const closed = element.locator('button[aria-expanded=false]');
    while ((await closed.count()) > 0) await closed.first().click();
  }
  if (tag === 'nard-volunteer-form') await element.locator('button[type=submit]').click();
  if (tag === 'nard-donate') await expect(element.locator('img.qr')).toBeVisible();
}

// Runs in the page: every box inside the shadow root stays within the element, nothing scrolls sideways,
// and every visible word sits on one line (a break after a hyphen is a normal line break).
function layoutFaults(tag: string): string[] {
  const host = document.querySelector(tag)!;
  const root = host.shadowRoot!;
  const frame = host.getBoundingClientRect();
  const faults: string[] = [];
  const name = (node: Element) => `${node.localName}${node.className ? `.${node.className}` : ''}`;
  for (const node of root.querySelectorAll('*')) {
    const box = node.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || node.closest('.sr-only')) continue;
    if (box.left < frame.left - 1 || box.right > frame.right + 1) {
      faults.push(`${name(node)} sticks out (${Math.round(box.left)}..${Math.round(box.right)})`);
    }
    const style = getComputedStyle(node);
    if (node.scrollWidth > node.clientWidth + 1 && /auto|scroll/.test(style.overflowX)) {
      faults.push(`${name(node)} scrolls sideways`);
    }
  }
  // The element never forces the page wider than a phone: its narrowest possible width leaves room.
  const hostStyle = (host as HTMLElement).style;
  hostStyle.width = 'min-content';
  const narrowest = host.getBoundingClientRect().width;
  hostStyle.width = '';
  if (narrowest > window.innerWidth - 32) faults.push(`needs ${Math.round(narrowest)} px at least`);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const parent = text.parentElement;
    if (!parent || parent.closest('.sr-only, [hidden], option')) continue;
    const content = text.textContent ?? '';
    for (const match of content.matchAll(/[^\s-]+-?/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const tops = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (tops.size > 1) faults.push(`"${match[0]}" is broken over ${tops.size} lines`);
    }
  }
  return faults;
}

const width = 320;
// English, and Tamil: its words are the longest, and its bold the widest.
for (const language of ['en', 'ta'] as const)
  for (const tag of Object.keys(PAGES) as Tag[]) {
    test(`<${tag}> in ${language} reads well at ${width} px on a hostile partner page`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(`${DEMO_URL}${PAGES[tag]}`);
      await waitForElements(page, [tag]);
      if (language === 'ta') {
        await page
          .locator(tag)
          .first()
          .evaluate((element) => element.setAttribute('lang', 'ta'));
        await expect(page.locator(tag).first().locator('[part="root"][lang="ta-SG"]')).toBeVisible();
      }
      await openEverything(page, tag);
      expect(await page.evaluate(layoutFaults, tag)).toEqual([]);
      // Tables are labelled blocks here: the header row is hidden and each cell shows its label.
      const labels = page.locator(tag).locator('tbody [data-cell-label]');
      if (tag === 'nard-contributions' || tag === 'nard-announcements') {
        await expect(labels.first()).toBeVisible();
        await expect(page.locator(tag).locator('thead th').first()).toHaveCSS('position', 'absolute');
      }
      expect(await axeFindings(page, {include: tag})).toEqual([]);
    });
  }
