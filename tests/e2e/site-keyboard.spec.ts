// The layout by keyboard: mobile menu, Sign Up As dialog, the home dialogs, FAQ and profile menu.
import {expect, test} from './site-test.test-support.ts';

test.describe('keyboard use', () => {
  test('mobile menu opens, Escape closes it and focus returns', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/faq');
    const menu = page.getByRole('button', {name: 'Menu'});
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-menu').getByRole('link', {name: 'Projects'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('Sign Up As dialog: Escape closes it and focus returns; Volunteer goes to /yellow-ribbon', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/faq');
    const signUp = page.getByRole('button', {name: 'Sign Up'});
    await signUp.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'Sign Up As'});
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(signUp).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('link', {name: 'Volunteer'}).click();
    await expect(page).toHaveURL(/\/yellow-ribbon$/);
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
  });

  test('home: announcement opens on load and closes with Escape; Join Organization offers the two ways', async ({
    page,
  }) => {
    await page.goto('/');
    const announcement = page.getByRole('dialog', {name: 'Announcement'});
    await expect(announcement).toBeVisible();
    await expect(announcement).toContainText('10:00 am to 6:00 pm');
    await page.keyboard.press('Escape');
    await expect(announcement).toBeHidden();
    await page.getByRole('button', {name: 'Join Organization'}).first().click();
    const join = page.getByRole('dialog', {name: 'Join Organization'});
    await join.getByRole('link', {name: 'Work For Us'}).click();
    await expect(page).toHaveURL(/\/work-for-us$/);
  });

  test('FAQ: one item open at a time, the open one closes again', async ({page}) => {
    await page.goto('/faq');
    const first = page.getByRole('button', {name: 'What is the Nard Foundation?'});
    const second = page.getByRole('button', {name: 'Who do you help?'});
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page
        .getByRole('button', {name: /Mail your Question/})
        .or(page.getByRole('link', {name: 'Mail your Question'})),
    ).toBeVisible();
  });

  test('signed in (stored login): the profile menu replaces Sign Up and Log In', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.addInitScript(() => {
      const user = {
        id: 'u1',
        fullName: 'Test User',
        email: 'test@example.com',
        role: '',
        phoneNumber: '',
        address: '',
      };
      localStorage.setItem('auth_data', JSON.stringify({user, token: 'a.b.c', refreshToken: 'r'}));
    });
    await page.goto('/faq');
    const account = page.getByRole('button', {name: 'My account'});
    await expect(account).toBeVisible();
    await expect(page.getByRole('button', {name: 'Sign Up'})).toHaveCount(0);
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', {name: 'Profile'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();
  });
});

test.describe('Contribute and Donate Now', () => {
  test('every Contribute links to /contributions and every Donate Now to /contributions#donate', async ({
    page,
  }) => {
    const seen = {contribute: 0, donate: 0};
    for (const path of ['/', '/projects', '/projects/1', '/projects/2', '/contributions']) {
      await page.goto(path);
      for (const link of await page.getByRole('link', {name: 'Contribute', exact: true}).all()) {
        await expect(link).toHaveAttribute('href', '/contributions');
        seen.contribute += 1;
      }
      for (const link of await page.getByRole('link', {name: 'Donate Now', exact: true}).all()) {
        await expect(link).toHaveAttribute('href', '/contributions#donate');
        seen.donate += 1;
      }
    }
    // The buttons exist where SPEC puts them: project cards and details, the home About Us, the Contribution page.
    expect(seen.contribute).toBeGreaterThanOrEqual(3);
    expect(seen.donate).toBeGreaterThanOrEqual(2);
  });

  test('landing on /contributions#donate scrolls to and focuses the Donate heading', async ({page}) => {
    await page.goto('/contributions#donate');
    const heading = page.getByRole('heading', {level: 2, name: 'Donate', exact: true});
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test('Donate Now from the home page and on the Contribution page both land on the Donate heading', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('dialog', {name: 'Announcement'}).getByRole('button', {name: 'Close'}).click();
    await page.getByRole('link', {name: 'Donate Now'}).first().click();
    await expect(page).toHaveURL(/\/contributions#donate$/);
    const heading = page.getByRole('heading', {level: 2, name: 'Donate', exact: true});
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();

    await page.goto('/contributions');
    await expect(heading).not.toBeFocused();
    await page.getByRole('link', {name: 'Donate Now'}).first().click();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });
});
