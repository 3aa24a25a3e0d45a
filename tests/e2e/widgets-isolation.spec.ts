// Shadow DOM isolation both ways, no globals, no CSP reports, and axe inside every shadow root.

import {axeFindings} from './axe.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {DEMO_URL, shadowStyles, TAGS, waitForElements, watchErrors} from './widgets.test-support.ts';

const FORM_PARTS = [
  '.nard-root',
  'h2',
  'label',
  'input#fullName',
  'select#age',
  'button[type=submit]',
  'p.muted',
];
const DONATE_PARTS = ['h2', 'h3', 'button[part=copy]', '.pill span', 'dt', 'dd', 'img.qr'];

test('hostile host CSS does not change the widgets: same computed styles as on a blank page', async ({
  page,
}) => {
  await page.goto(`${DEMO_URL}/demo/blank/`);
  await waitForElements(page, ['nard-volunteer-form', 'nard-donate']);
  const blank = [
    await shadowStyles(page, 'nard-volunteer-form', FORM_PARTS),
    await shadowStyles(page, 'nard-donate', DONATE_PARTS),
  ];
  await page.goto(`${DEMO_URL}/demo/urban-farm/`);
  await waitForElements(page, ['nard-volunteer-form', 'nard-donate']);
  const hostile = [
    await shadowStyles(page, 'nard-volunteer-form', FORM_PARTS),
    await shadowStyles(page, 'nard-donate', DONATE_PARTS),
  ];
  expect(hostile).toEqual(blank);
  expect(JSON.stringify(blank)).not.toContain('"missing":true');
});

test('the widgets do not change the host page, add no globals and trip no CSP', async ({page}) => {
  const hostStyles = () =>
    page.evaluate(() =>
      ['h1', '.intro', 'nav a', 'footer p', 'body'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return [
          selector,
          style.color,
          style.fontFamily,
          style.fontSize,
          style.lineHeight,
          style.backgroundColor,
        ];
      }),
    );
  const globals = () => page.evaluate(() => Object.getOwnPropertyNames(window).sort());
  await page.route(/\/widgets\//, (route) => route.abort());
  await page.goto(`${DEMO_URL}/demo/urban-farm/`);
  const [stylesWithout, globalsWithout] = [await hostStyles(), await globals()];
  await page.unroute(/\/widgets\//);
  const errors = watchErrors(page);
  await page.goto(`${DEMO_URL}/demo/urban-farm/`);
  await waitForElements(page, ['nard-volunteer-form', 'nard-donate']);
  expect(await hostStyles()).toEqual(stylesWithout);
  expect(await globals()).toEqual(globalsWithout);
  expect(await page.evaluate(() => document.head.querySelectorAll('style').length)).toBe(0);
  expect(errors).toEqual([]);
});

test('theming reaches in only through --nard-accent and ::part', async ({page}) => {
  await page.goto(`${DEMO_URL}/demo/blank/`);
  await waitForElements(page, ['nard-volunteer-form']);
  const submitColour = () =>
    page.evaluate(() => {
      const button = document
        .querySelector('nard-volunteer-form')!
        .shadowRoot!.querySelector('button[type=submit]')!;
      return getComputedStyle(button).backgroundColor;
    });
  const before = await submitColour();
  await page.evaluate(() => document.querySelector('nard-volunteer-form')!.setAttribute('class', 'themed'));
  // A stylesheet object, not a <style> tag: the page's CSP forbids inline styles.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.themed{--nard-accent:rgb(90, 30, 120)} .themed::part(submit){border-radius:0}');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  expect(await submitColour()).toBe('rgb(90, 30, 120)');
  expect(before).not.toBe('rgb(90, 30, 120)');
});

for (const tag of TAGS) {
  test(`axe finds nothing inside <${tag}>`, async ({page}) => {
    await page.goto(`${DEMO_URL}/demo/blank/`);
    await waitForElements(page, [tag]);
    const element = page.locator(tag);
    if (tag === 'nard-volunteer-form') await element.getByRole('button', {name: 'Submit'}).click();
    if (tag === 'nard-contributions') {
      await element
        .getByRole('button', {name: /^Contributor list/})
        .first()
        .click();
      await element
        .getByRole('button', {name: /^Expenditure list/})
        .first()
        .click();
    }
    if (tag === 'nard-announcements') await element.getByRole('button').first().click();
    if (tag === 'nard-donate') {
      // The PayNow card's own choices ("Give now" has amount choices of its own), then the form's errors.
      const paynow = element.locator('[part="paynow"]');
      await paynow.getByRole('radio', {name: 'Other amount'}).check();
      await paynow.getByLabel('Your amount in Singapore dollars').fill('0');
      await element.getByRole('button', {name: 'Give now'}).click();
      await expect(element.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await axeFindings(page, {include: tag})).toEqual([]);
  });
}
