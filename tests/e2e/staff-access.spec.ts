// Who gets into /staff: signed-out visitors log in and come back; an account with the `user` role sees a
// plain "Not allowed" page and no 'Staff console' in its menu.

import {expectNoAxeViolations, gotoReady, logIn, newApplicant, signUpByApi} from './accounts.test-support.ts';
import {expect, test} from './site-test.test-support.ts';

test('signed out: /staff/applicants sends to log in; a user then sees Not allowed', async ({page}) => {
  const applicant = newApplicant('staff-gate');
  await signUpByApi(applicant);
  await gotoReady(page, '/staff/applicants');
  await expect(page).toHaveURL(/\/log-in\?next=%2Fstaff%2Fapplicants$/);
  await logIn(page, applicant.email, applicant.password);
  await expect(page).toHaveURL(/\/staff\/applicants$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Not allowed'})).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', {name: 'My account'}).click();
  await expect(page.getByRole('link', {name: 'Profile', exact: true})).toBeVisible();
  await expect(page.getByRole('link', {name: 'Staff console'})).toHaveCount(0);
});
