// biome-ignore-all lint/performance/useDomNodeTextContent: what a reader sees (innerText, rendered) is the point here.
// The site and the widgets show the same words for the same thing: form labels and prompts, table
// columns, the totals line, the audit reports' order, the donate choices and buttons. Both come from
// core; this test reads what each actually renders.
import type {Locator, Page} from '@playwright/test';
import {expect, test} from './site-test.test-support.ts';
import {DEMO_URL, TAGS, waitForElements} from './widgets.test-support.ts';

test.use({viewport: {width: 1280, height: 900}});

async function openWidgets(page: Page): Promise<void> {
  await page.goto(`${DEMO_URL}/demo/blank/`);
  await waitForElements(page, TAGS);
}

// Each control's label, placeholder and first option (a select's prompt), in the form's order.
async function formWords(form: Locator) {
  return form.locator('input:not([type=radio]), select').evaluateAll((controls) =>
    controls.map((control) => ({
      label: (control as HTMLInputElement).labels?.[0]?.innerText.trim(),
      placeholder: control.getAttribute('placeholder'),
      prompt: control instanceof HTMLSelectElement ? control.options[0]?.text : null,
    })),
  );
}

const texts = (locator: Locator) =>
  locator.evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).innerText.trim()));

test('the application form: same title, labels, placeholders, prompts and button', async ({page}) => {
  await page.goto('/yellow-ribbon');
  const siteForm = page.getByRole('form', {name: 'Volunteer'});
  const site = {
    fields: await formWords(siteForm),
    submit: await siteForm.locator('[type=submit]').innerText(),
  };
  await openWidgets(page);
  const widgetForm = page.locator('nard-volunteer-form').getByRole('form', {name: 'Volunteer'});
  const widget = {
    fields: await formWords(widgetForm),
    submit: await widgetForm.locator('[type=submit]').innerText(),
  };
  expect(site.fields).toHaveLength(9);
  expect(widget).toEqual(site);
});

test('the contributions: same columns, captions, totals line, Total rows and audit order', async ({page}) => {
  const read = async (scope: Locator, project: Locator) => {
    for (const name of ['Contributor', 'Expenditure']) {
      await project
        .getByRole('button', {name: new RegExp(`^.?\\s*${name}`)})
        .first()
        .click();
    }
    return {
      summary: (await project.locator('p').first().innerText()).trim(),
      captions: await texts(project.locator('caption')),
      columns: await texts(project.locator('thead th')),
      totals: await texts(project.locator('tfoot tr')),
      audit: await texts(scope.getByRole('link', {name: /^Annual Audit Report \d+/})),
    };
  };
  await page.goto('/contributions');
  const siteMain = page.locator('main');
  const site = await read(
    siteMain,
    siteMain.locator('article').filter({hasText: 'Nard Urban Farming'}).first(),
  );
  await openWidgets(page);
  const element = page.locator('nard-contributions');
  const widget = await read(
    element,
    element.locator('article').filter({hasText: 'Nard Urban Farming'}).first(),
  );
  expect(site.columns.length).toBeGreaterThan(8);
  expect(site.audit.length).toBeGreaterThan(1);
  expect(widget).toEqual(site);
});

test('the announcements: same columns and rows', async ({page}) => {
  const read = async (table: Locator) => ({
    columns: await texts(table.locator('thead th')),
    rows: (await texts(table.locator('tbody tr:not([hidden])'))).slice(0, 3),
  });
  await page.goto('/announcements');
  await page.locator('main table tbody tr').first().waitFor();
  const site = await read(page.locator('main table'));
  await openWidgets(page);
  const widget = await read(page.locator('nard-announcements table'));
  expect(site.rows).toHaveLength(3);
  expect(widget).toEqual(site);
});

test('the donate panel: same ways, amount choices, Give now form and buttons', async ({page}) => {
  const amounts = (scope: Locator) =>
    scope
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map((radio) => (radio as HTMLInputElement).labels?.[0]?.innerText.trim()),
      );
  const read = async (scope: Locator, paynow: Locator, giveNow: Locator) => ({
    ways: await texts(scope.locator('h3')),
    amounts: await amounts(paynow),
    chosen: await paynow
      .getByRole('radio', {checked: true})
      .evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.innerText.trim()),
    giveAmounts: await amounts(giveNow),
    giveFields: await giveNow
      .locator('label')
      .evaluateAll((labels) =>
        labels.map((label) => (label as HTMLElement).innerText.trim()).filter(Boolean),
      ),
    copy: await scope.getByRole('button', {name: 'Copy Account Details'}).innerText(),
    qr: await paynow.locator('img').first().getAttribute('alt'),
  });
  await page.goto('/contributions#donate');
  await page.locator('#donate img').first().waitFor();
  const site = await read(page.locator('#donate'), page.locator('#paynow'), page.locator('#give-now'));
  await openWidgets(page);
  const donate = page.locator('nard-donate');
  // The widget's form arrives after its first paint.
  await donate.getByLabel('Your name').waitFor();
  const widget = await read(donate, donate.locator('[part="paynow"]'), donate.locator('[part="give-now"]'));
  expect(site.amounts).toHaveLength(5);
  expect(site.giveAmounts).toEqual(['$10', '$50', '$100', 'Other amount']);
  expect(widget).toEqual(site);
});
