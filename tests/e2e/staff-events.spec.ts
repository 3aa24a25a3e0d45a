// Issue 14 end to end: staff add events in the console; a volunteer logs in from the table, signs up,
// sees their first name counted, gets the mail with a calendar file, and withdraws; staff record a
// worker's attendance and OJT hours and the worker sees them on their profile.
import type {Page} from '@playwright/test';
import ICAL from 'ical.js';
import {MESSAGES} from '../../core/messages/index.ts';
import {
  confirmByMailLink,
  expectNoAxeViolations,
  gotoReady,
  logIn,
  newApplicant,
  signUpByApi,
} from './accounts.test-support.ts';
import {expect, test} from './site-test.test-support.ts';
import {openConsoleAs, openSection} from './staff.test-support.ts';

type Mail = {subject: string; text: string; attachments: {filename: string; content: string}[]};

/** YYYY-MM-DD a week from now, so the event is upcoming in Singapore whatever the hour. */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}

/** Today in Singapore: a work event that has begun, so attendance may be recorded (issue 20). */
function todayInSingapore(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

async function addEvent(
  page: Page,
  table: 'volunteer' | 'work',
  description: string,
  ojtTotal = '0',
  when = {date: nextWeek(), start: '09:00', end: '23:59'},
) {
  await page.getByRole('button', {name: 'New event'}).click();
  const dialog = page.getByRole('dialog', {name: 'New event'});
  await dialog.getByLabel('Table').selectOption(table);
  await dialog.getByLabel('Date').fill(when.date);
  // Real times (issue 20): an end before the start is refused in place.
  await dialog.getByLabel('Starts at').fill(when.start);
  await dialog.getByLabel('Ends at').fill('00:00');
  await dialog.getByRole('button', {name: 'Add event'}).click();
  await expect(dialog.getByText('The end must be later than the start.')).toBeVisible();
  await dialog.getByLabel('Ends at').fill(when.end);
  await dialog.getByLabel('Event description', {exact: true}).fill(description);
  await dialog.getByLabel('Venue').fill('Nard Urban Farm, Ang Mo Kio');
  await dialog.getByLabel('Task', {exact: true}).fill('Turning compost');
  await dialog.getByLabel('Places').fill('2');
  await dialog.getByLabel('OJT hours in total').fill(ojtTotal);
  await dialog.getByRole('button', {name: 'Add event'}).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The event is saved.')).toBeVisible();
}

async function mailsTo(email: string): Promise<Mail[]> {
  const answer = await fetch(`${process.env.E2E_MAIL_URL}/mails?to=${encodeURIComponent(email)}`);
  return ((await answer.json()) as {mails: Mail[]}).mails;
}

test('sign up from /volunteer-page, see the first name, get the mail, withdraw; staff record OJT hours', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const tag = `${Date.now()}`;
  const volunteerEvent = `Compost workshop ${tag}`;
  const workEvent = `Packing shift ${tag}`;
  await openConsoleAs(page, 'staff');
  await openSection(page, 'Events');
  const volunteerDay = nextWeek();
  await addEvent(page, 'volunteer', volunteerEvent, '0', {date: volunteerDay, start: '09:30', end: '12:15'});
  await addEvent(page, 'work', workEvent, '6', {date: todayInSingapore(), start: '00:00', end: '23:59'});
  await expectNoAxeViolations(page);

  // The volunteer, in their own browser.
  const volunteer = {...newApplicant('signup'), fullName: 'Priya Nair'};
  await signUpByApi(volunteer, 'volunteer');
  const visitor = await (await browser.newContext()).newPage();
  await gotoReady(visitor, '/volunteer-page');
  const row = visitor.getByRole('row').filter({hasText: volunteerEvent});
  // Signed out: the places as figures, no names to open.
  await expect(row.getByText(/^00 Volunteers signed up for event/)).toBeVisible();
  await expect(row.getByRole('button', {name: /Volunteers signed up/})).toHaveCount(0);
  await row.getByRole('link', {name: /^Log in to sign up for event/}).click();
  await expect(visitor).toHaveURL(/\/log-in\?next=%2Fvolunteer-page$/);
  await logIn(visitor, volunteer.email, volunteer.password);
  await expect(visitor).toHaveURL(/\/volunteer-page$/);
  // Nobody has confirmed the address yet, so no event mail may go to it.
  await row.getByRole('button', {name: /^Sign up for event/}).click();
  await expect(visitor.getByText(MESSAGES.emailUnconfirmed).first()).toBeVisible();
  await gotoReady(visitor, '/profile');
  await expect(visitor.getByRole('heading', {name: 'Please confirm your e-mail address'})).toBeVisible();
  await expectNoAxeViolations(visitor);
  await confirmByMailLink(visitor, volunteer.email);
  await expectNoAxeViolations(visitor);
  await visitor.getByRole('link', {name: 'Go to your profile and events'}).click();
  await expect(visitor.getByRole('heading', {name: 'My Profile'})).toBeVisible();
  await expect(visitor.getByRole('heading', {name: 'Please confirm your e-mail address'})).toHaveCount(0);
  await gotoReady(visitor, '/volunteer-page');
  await row.getByRole('button', {name: /^Sign up for event/}).click();
  await expect(visitor.getByText('You are signed up. We sent you an e-mail with the details.')).toBeVisible();
  await expect(row.getByText('You are signed up.')).toBeVisible();
  // Names are for signed-in people, as each chose: by default Priya is "A volunteer" (issue 19 #16).
  const count = row.getByRole('button', {name: /^01 Volunteers signed up for event/});
  await count.focus();
  await expect(row.getByRole('listitem')).toHaveText(['A volunteer']);
  await expectNoAxeViolations(visitor);
  await gotoReady(visitor, '/profile');
  await visitor.getByRole('checkbox', {name: /Show my first name to other signed-in volunteers/}).check();
  await expect(visitor.getByText('Your profile is saved.')).toBeVisible();
  await gotoReady(visitor, '/volunteer-page');
  await row.getByRole('button', {name: /^01 Volunteers signed up for event/}).focus();
  await expect(row.getByRole('listitem')).toHaveText(['Priya']);

  // The sign-up mail is the one with a calendar file (the account's own mails come first).
  const withCalendar = async () =>
    (await mailsTo(volunteer.email)).find((mail) =>
      mail.attachments.some((file) => file.filename.endsWith('.ics')),
    );
  await expect.poll(withCalendar, {timeout: 15_000}).toBeTruthy();
  const mail = (await withCalendar())!;
  expect(mail.attachments.map((file) => file.filename)).toEqual([expect.stringMatching(/\.ics$/)]);
  // The time range staff typed comes back as the calendar's start and end, in Singapore time (issue 20).
  const invite = new ICAL.Component(ICAL.parse(mail.attachments[0]!.content)).getFirstSubcomponent('vevent')!;
  const start = invite.getFirstProperty('dtstart')!;
  expect(start.getParameter('tzid')).toBe('Asia/Singapore');
  expect(String(start.getFirstValue())).toBe(`${volunteerDay}T09:30:00`);
  expect(String(invite.getFirstProperty('dtend')!.getFirstValue())).toBe(`${volunteerDay}T12:15:00`);

  // Withdrawing asks first (issue 20).
  await row.getByRole('button', {name: /^Withdraw from event/}).click();
  const asked = visitor.getByRole('dialog', {name: 'Withdraw from this event?'});
  await expect(asked.getByText(/goes to the next person waiting/)).toBeVisible();
  await expectNoAxeViolations(visitor);
  await asked.getByRole('button', {name: 'Withdraw', exact: true}).click();
  await expect(visitor.getByText('You have withdrawn.')).toBeVisible();
  await expect(asked).toBeHidden();
  await expect(row.getByRole('button', {name: /^00 Volunteers signed up for event/})).toBeVisible();
  await visitor.context().close();

  // A worker signs up for the work event; staff record their attendance and approved hours.
  const worker = {...newApplicant('worker'), fullName: 'Daniel Koh'};
  await signUpByApi(worker, 'work');
  const workerPage = await (await browser.newContext()).newPage();
  await confirmByMailLink(workerPage, worker.email);
  await gotoReady(workerPage, '/log-in?next=/work-for-us-detail');
  await logIn(workerPage, worker.email, worker.password);
  await expect(workerPage).toHaveURL(/\/work-for-us-detail$/);
  await workerPage
    .getByRole('row')
    .filter({hasText: workEvent})
    .getByRole('button', {name: /^Sign up for event/})
    .click();
  await expect(
    workerPage.getByText('You are signed up. We sent you an e-mail with the details.'),
  ).toBeVisible();

  await page.reload();
  await page.getByRole('button', {name: new RegExp(`^Sign-ups of ${workEvent}`)}).click();
  const signups = page.getByRole('dialog', {name: `Sign-ups: ${workEvent}`});
  await expect(signups.getByText(worker.email)).toBeVisible();
  await signups.getByLabel('Did Daniel Koh come?').selectOption('yes');
  await signups.getByLabel('OJT hours').fill('4');
  await signups.getByLabel('Hours approved').selectOption('yes');
  await signups.getByRole('button', {name: 'Save attendance'}).click();
  await expect(signups.getByText('Saved for Daniel Koh.')).toBeVisible();
  await expectNoAxeViolations(page);
  await signups.getByRole('button', {name: 'Close', exact: true}).click();
  await expect(signups).toBeHidden();

  await gotoReady(workerPage, '/profile');
  await expect(workerPage.getByRole('heading', {name: 'My events'})).toBeVisible();
  await expect(workerPage.getByText('On-job training: 4 of 6 hours done.')).toBeVisible();
  await expect(workerPage.getByRole('listitem').filter({hasText: workEvent})).toBeVisible();
  // The profile offers Withdraw too, asked first like in the table.
  await expect(workerPage.getByRole('button', {name: `Withdraw from ${workEvent}`})).toBeVisible();
  await expectNoAxeViolations(workerPage);

  // Staff move the work event to the afternoon, then cancel it; each time the worker is told (issue 20).
  await page.getByRole('button', {name: new RegExp(`^Edit ${workEvent}`)}).click();
  const edit = page.getByRole('dialog', {name: 'Edit event'});
  await edit.getByLabel('Starts at').fill('13:00');
  await edit.getByLabel('Ends at').fill('16:00');
  await expect(edit.getByRole('status')).toHaveText(
    'The date, time or place is changing: 1 person signed up or waiting will get an e-mail with the new details.',
  );
  await expectNoAxeViolations(page);
  await edit.getByRole('button', {name: 'Save and tell 1 person'}).click();
  await expect(edit).toBeHidden();
  const withSubject = async (start: string) =>
    (await mailsTo(worker.email)).find((mail) => mail.subject.startsWith(start));
  await expect.poll(() => withSubject('The event has changed'), {timeout: 15_000}).toBeTruthy();
  expect((await withSubject('The event has changed'))!.text).toContain('Time: 1:00 pm - 4:00 pm');

  await page.getByRole('button', {name: new RegExp(`^Cancel ${workEvent}`)}).click();
  const confirm = page.getByRole('dialog', {name: 'Cancel this event?'});
  await expect(
    confirm.getByText('1 person signed up or waiting will get an e-mail saying it is cancelled.', {
      exact: false,
    }),
  ).toBeVisible();
  await confirm.getByRole('button', {name: 'Cancel the event'}).click();
  await expect(page.getByText(`Cancelled: ${workEvent}`, {exact: false})).toBeVisible();
  await expect.poll(() => withSubject('The event is cancelled'), {timeout: 15_000}).toBeTruthy();
  const calendar = new ICAL.Component(
    ICAL.parse((await withSubject('The event is cancelled'))!.attachments[0]!.content),
  );
  expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CANCELLED');

  // Activity reads as sentences naming the staff member and the person (issue 20).
  await openSection(page, 'Activity');
  await expect(
    page.getByText(`Mei Lin Goh cancelled the event "${workEvent}"`, {exact: false}),
  ).toBeVisible();
  await expect(
    page.getByText(`Mei Lin Goh recorded attendance for Daniel Koh at ${workEvent} (`, {exact: false}),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
