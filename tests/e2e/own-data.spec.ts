// A volunteer's own data in a real browser (issue 24): they download it and find their event and hours,
// correct their phone, and delete the account. After that they cannot log in, staff no longer see them
// among applicants, the event's list shows the attendance under no name, and the event's place count and
// the ledger's totals are what they were. Staff work through the real API with a real second factor.
import {readFile} from 'node:fs/promises';
import {call, enableTwoStep} from '../support/staff-accounts.ts';
import {
  confirmByMailLink,
  expectNoAxeViolations,
  gotoReady,
  logIn,
  newApplicant,
  signUpByApi,
} from './accounts.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {grantRole} from './staff.test-support.ts';

const base = () => process.env.E2E_BASE_URL!;
const json = async <T>(response: Response) => (await response.json()) as T;

async function apiLogIn(email: string, password: string): Promise<string> {
  const answer = await call(base(), 'POST', '/api/auth/login', null, {email, password});
  return (await json<{token: string}>(answer)).token;
}

test('download my data, correct the phone, delete the account; counts and totals hold', async ({page}) => {
  // Staff with a second factor, and a volunteer event today that the volunteer attends.
  const staffer = newApplicant('own-data-staff');
  await signUpByApi(staffer);
  grantRole(staffer.email, 'staff');
  const staff = {email: staffer.email, token: await apiLogIn(staffer.email, staffer.password)};
  await enableTwoStep(base(), staff);
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const created = await call(base(), 'POST', '/api/staff/events', staff.token, {
    type: 'volunteer',
    date: today,
    description: 'Own data harvest',
    venue: 'Nard Urban Farm',
    time: '00:00-23:59',
    task: 'Pick greens',
    capacity: 5,
  });
  const eventId = (await json<{event: {id: string}}>(created)).event.id;
  const volunteer = newApplicant('own-data');
  await signUpByApi(volunteer);
  // Event places need a confirmed address: the welcome mail's link, opened as its owner would.
  await confirmByMailLink(page, volunteer.email);
  const volunteerToken = await apiLogIn(volunteer.email, volunteer.password);
  expect((await call(base(), 'POST', `/api/events/${eventId}/signup`, volunteerToken)).status).toBe(201);
  const signups = await json<{signups: {id: string; email: string}[]}>(
    await call(base(), 'GET', `/api/staff/events/${eventId}/signups`, staff.token),
  );
  const signupId = signups.signups.find((signup) => signup.email === volunteer.email)!.id;
  const attended = await call(
    base(),
    'PATCH',
    `/api/staff/events/${eventId}/signups/${signupId}`,
    staff.token,
    {
      attended: true,
      ojtHours: 3,
    },
  );
  expect(attended.status).toBe(200);
  const placesBefore = await placesTaken(eventId);
  const ledgerBefore = await (await fetch(`${base()}/api/contributors`)).text();

  // The volunteer downloads their data and finds the event and the hours.
  await gotoReady(page, '/log-in');
  await logIn(page, volunteer.email, volunteer.password);
  await expect(page).toHaveURL(/\/profile$/);
  const yours = page.getByRole('region', {name: 'Your data'});
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yours.getByRole('button', {name: 'Download my data (JSON)'}).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^nard-my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({email: volunteer.email, phoneNumber: '91234567'});
  expect(data.events).toEqual([
    expect.objectContaining({event: 'Own data harvest', attended: true, ojtHours: 3, signUp: 'confirmed'}),
  ]);
  await expect(yours.getByText('Your data is downloaded.')).toBeVisible();

  // Corrects the phone number.
  await page.getByRole('button', {name: 'Edit Profile'}).click();
  await page.getByLabel('Phone Number').fill('81234567');
  await page.getByRole('button', {name: 'Save'}).click();
  await expect(page.getByText('+65 8123 4567')).toBeVisible();

  // Deletes the account: a wrong password changes nothing, the right one ends it.
  const deletion = page.getByRole('region', {name: 'Delete my account'});
  await deletion.getByRole('button', {name: 'Delete my account...'}).click();
  await deletion.getByLabel('Your password').fill('Wrong-pass1!');
  await deletion.getByRole('button', {name: 'Delete my account for good'}).click();
  await expect(deletion.getByText('That password is not right. Your account is not deleted.')).toBeVisible();
  await expectNoAxeViolations(page);
  await deletion.getByLabel('Your password').fill(volunteer.password);
  await deletion.getByRole('button', {name: 'Delete my account for good'}).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account is deleted.', {exact: false}).first()).toBeVisible();

  // Nothing opens any more.
  await gotoReady(page, '/log-in');
  await logIn(page, volunteer.email, volunteer.password);
  await expect(page.getByText('Invalid email or password', {exact: false}).first()).toBeVisible();

  // Staff: not among applicants; the event keeps the attendance without a name; counts and totals hold.
  const applicants = await json<{items: {email: string}[]}>(
    await call(
      base(),
      'GET',
      `/api/staff/applicants?search=${encodeURIComponent(volunteer.email)}`,
      staff.token,
    ),
  );
  expect(applicants.items).toEqual([]);
  const after = await json<{signups: {id: string; fullName: string; attended: boolean; ojtHours: number}[]}>(
    await call(base(), 'GET', `/api/staff/events/${eventId}/signups`, staff.token),
  );
  expect(after.signups.find((signup) => signup.id === signupId)).toMatchObject({
    fullName: 'Deleted account',
    attended: true,
    ojtHours: 3,
  });
  expect(await placesTaken(eventId)).toBe(placesBefore);
  expect(await (await fetch(`${base()}/api/contributors`)).text()).toBe(ledgerBefore);
});

/** The public count of places taken at the event. */
async function placesTaken(eventId: string): Promise<number> {
  const {events} = await json<{events: {id: string; signedUpCount: number}[]}>(
    await fetch(`${base()}/api/events?type=volunteer`),
  );
  return events.find((event) => event.id === eventId)!.signedUpCount;
}
