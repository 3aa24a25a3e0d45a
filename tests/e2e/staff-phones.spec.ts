// The staff console on a 320 px phone (issue 20: "the phone walk covers the console's dialogs"): every
// section an administrator sees, as loaded and with each kind of dialog open (the toolbar's, and the first
// row's of each kind: Edit, Delete, Sign-ups...), with no sideways scroll, no word wider than its box, and no
// axe finding. Each dialog is closed with Escape: nothing is written to the shared server.
import type {Page} from '@playwright/test';
import {
  expectNoAxeFindings,
  expectPhoneLayout,
  expectTextInSiteFont,
  openEveryToggle,
} from './phone-layout.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {openConsoleAs} from './staff.test-support.ts';

/** One opener per kind of dialog: the row buttons of a kind are one layout, read off their visible label. */
async function openEachKindOfDialog(page: Page, where: string) {
  const openers = page.locator('main button[aria-haspopup="dialog"]:visible');
  const seen = new Set<string>();
  for (let index = 0; index < (await openers.count()); index++) {
    const opener = openers.nth(index);
    const kind = ((await opener.textContent()) ?? '').trim();
    if (seen.has(kind)) continue;
    seen.add(kind);
    await opener.click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await expect(dialog.getByRole('status').filter({hasText: 'Loading'})).toHaveCount(0);
    await expectPhoneLayout(page, `${where} with "${kind}" open`);
    await expectNoAxeFindings(page, `${where} with "${kind}" open`);
    await expectTextInSiteFont(page, `${where} with "${kind}" open`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
  return seen;
}

test.describe('the console at 320 px', () => {
  test.use({viewport: {width: 320, height: 740}});

  test('every section and each kind of dialog fits, no axe finding', async ({page}) => {
    test.setTimeout(180_000);
    await openConsoleAs(page, 'admin');
    const nav = page.getByRole('navigation', {name: 'Staff console'});
    const menu = nav.getByRole('button', {name: /menu|sections/i});
    const openMenu = async () => {
      if ((await menu.count()) > 0 && (await menu.getAttribute('aria-expanded')) === 'false')
        await menu.click();
    };
    await openMenu();
    const sections = await nav.getByRole('link').allInnerTexts();
    expect(sections.length).toBeGreaterThan(8);
    const dialogsSeen: string[] = [];
    for (const name of sections) {
      await openMenu();
      await nav.getByRole('link', {name, exact: true}).click();
      const heading = name === 'Overview' ? 'Staff console' : name;
      await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
      await expect(page.getByRole('status').filter({hasText: 'Loading'})).toHaveCount(0);
      await expectPhoneLayout(page, name);
      await openEveryToggle(page, name);
      await expectNoAxeFindings(page, name);
      await expectTextInSiteFont(page, name);
      dialogsSeen.push(...(await openEachKindOfDialog(page, name)));
    }
    // The walk reached the dialogs the issue names, not only the pages.
    expect(dialogsSeen).toEqual(expect.arrayContaining(['Sign-ups', 'Import from CSV', 'Edit']));
  });
});
