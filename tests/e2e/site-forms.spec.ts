// Forms before hydration: a prerendered form is POST and its controls are disabled until React runs
// (checked with JavaScript off), and enabling them moves nothing on the page.
import type {Page} from '@playwright/test';
import {expect, test} from './site-test.test-support.ts';

const FORMS: [path: string, form: string][] = [
  ['/log-in', 'Work For Us'],
  ['/contact-us', 'Contact form'],
  ['/yellow-ribbon', 'Volunteer'],
  ['/forgot-password', 'Forgot Password'],
];

async function formBox(page: Page, name: string) {
  const form = page.getByRole('form', {name});
  const box = await form.boundingBox();
  const field = await form.getByRole('textbox').first().boundingBox();
  return {box, field};
}

test.use({viewport: {width: 375, height: 900}});

for (const [path, name] of FORMS) {
  test(`${path}: before hydration the form is POST and disabled; hydration enables it in place`, async ({
    browser,
  }) => {
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: {width: 375, height: 900},
    });
    const before = await noScript.newPage();
    await before.goto(path);
    const staticForm = before.getByRole('form', {name});
    await expect(staticForm).toHaveAttribute('method', 'post');
    await expect(staticForm.getByRole('textbox').first()).toBeDisabled();
    await expect(staticForm.getByRole('button', {name: /Log In|Send|Submit|Send Code/})).toBeDisabled();
    const staticBoxes = await formBox(before, name);
    await noScript.close();

    const live = await browser.newContext({viewport: {width: 375, height: 900}});
    const after = await live.newPage();
    await after.goto(path);
    const liveForm = after.getByRole('form', {name});
    await expect(liveForm.getByRole('textbox').first()).toBeEnabled();
    await expect(liveForm).toHaveAttribute('method', 'post');
    expect(await formBox(after, name)).toEqual(staticBoxes);
    await live.close();
  });
}
