// Staff publish, preview, edit and delete an announcement in the console; the public page follows at once.
import {expect, test} from '@playwright/test';
import {expectNoAxeViolations, gotoReady} from './accounts.test-support.ts';
import {openConsoleAs, openSection} from './staff.test-support.ts';

test('grant staff with the command, publish an announcement, see it on /announcements, delete it', async ({
  page,
}) => {
  await openConsoleAs(page, 'staff');
  await page.getByRole('button', {name: 'My account'}).click();
  await expect(page.getByRole('link', {name: 'Staff console'})).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);

  await openSection(page, 'Announcements');
  const title = `Harvest open day ${Date.now()}`;
  await page.getByRole('button', {name: 'New announcement'}).click();
  const dialog = page.getByRole('dialog', {name: 'New announcement'});
  await expect(dialog.getByLabel('Date')).toBeFocused();
  await dialog.getByRole('button', {name: 'Publish'}).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Come and pick greens with our trainees this Saturday.');
  await dialog.getByRole('button', {name: 'Publish'}).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', {name: 'New announcement'})).toBeFocused();
  await expect(page.getByText('The announcement is saved.')).toBeVisible();

  await page.getByRole('button', {name: `Preview ${title}`}).click();
  const preview = page.getByRole('dialog', {name: 'Preview'});
  await expect(preview.getByText('Come and pick greens')).toBeVisible();
  await preview.getByRole('button', {name: 'Close preview'}).click();
  await expect(page.getByRole('button', {name: `Preview ${title}`})).toBeFocused();

  await gotoReady(page, '/announcements');
  await expect(page.getByRole('cell', {name: title, exact: true})).toBeVisible();

  await gotoReady(page, '/staff/announcements');
  await page.getByRole('button', {name: `Delete ${title}`}).click();
  const confirm = page.getByRole('dialog', {name: 'Delete this announcement?'});
  await expect(confirm.getByText(`"${title}"`)).toBeVisible();
  await confirm.getByRole('button', {name: 'Delete announcement'}).click();
  await expect(page.getByRole('button', {name: `Delete ${title}`})).toHaveCount(0);
  await expect(page.getByRole('button', {name: 'New announcement'})).toBeFocused();
  await gotoReady(page, '/announcements');
  await expect(page.getByRole('cell', {name: title, exact: true})).toHaveCount(0);
});
