// Issue 14 through the whole app (in-process) and the real SMTP catcher: sign-up, withdraw, capacity, the
// waiting list, mails with a calendar file read back by a real iCalendar parser, first names in public,
// full details for staff, attendance and OJT hours. The last place taken at once through two server
// processes is in server/events/two-processes.test.ts.
import ICAL from 'ical.js';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {
  call,
  confirmAddress,
  signUpAndLogIn,
  type TestAccount,
} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let mail: MailCatcher;
let server: TestApp;
let staff: TestAccount;
let clockOffset = 0;

beforeAll(async () => {
  mail = await startMailCatcher();
  // The clock moves on when a test says so (calendar SEQUENCE counts seconds), never by sleeping.
  server = await startTestApp({
    env: {SMTP_URL: mail.smtpUrl, RATE_LIMIT_FACTOR: '100'},
    now: () => Date.now() + clockOffset,
  });
  staff = await signUpAndLogIn(server, 'staff@events.example', {fullName: 'Sam Staff'});
  await server.grantRole(staff, 'staff');
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

/** Signs up, logs in and confirms the address with the welcome mail's link (so that mail is taken). */
async function person(email: string, options: Parameters<typeof signUpAndLogIn>[2] = {}) {
  const account = await signUpAndLogIn(server, email, options);
  await confirmAddress(server, () => mail.waitForMail(email));
  return account;
}

type Json = Record<string, unknown>;
const json = async (response: Response) => (await response.json()) as Json;

async function newEvent(fields: Json = {}): Promise<string> {
  const response = await call(server, 'POST', '/api/staff/events', staff.token, {
    type: 'volunteer',
    date: '2099-06-06',
    description: 'Harvest day',
    venue: 'Nard Urban Farm, Ang Mo Kio',
    time: '9:00 am - 12:00 pm',
    task: 'Pick, wash; pack greens',
    capacity: 2,
    ...fields,
  });
  return ((await json(response)).event as {id: string}).id;
}

const signUp = (who: TestAccount, id: string) => call(server, 'POST', `/api/events/${id}/signup`, who.token);
const withdraw = (who: TestAccount, id: string) =>
  call(server, 'DELETE', `/api/events/${id}/signup`, who.token);
const publicEvent = async (type: string, id: string) =>
  ((await json(await server.fetch(`/api/events?type=${type}`))).events as Json[]).find((e) => e.id === id);

/** Reads an .ics with ical.js (its VTIMEZONE registered) -> the VEVENT's facts. */
function readIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    status: vevent.getFirstPropertyValue('status'),
    uid: event.uid,
    sequence: Number(vevent.getFirstPropertyValue('sequence')),
    summary: event.summary,
    location: event.location,
    description: event.description,
    tzid: event.startDate.zone?.tzid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}

describe('signing up and withdrawing', () => {
  let ana: TestAccount;
  beforeAll(async () => {
    ana = await person('ana@events.example', {fullName: 'Ana Tan Mei Ling'});
  });

  it('signs up with a mail and .ics, shows the first name only in public, and withdraws', async () => {
    const id = await newEvent();
    const since = Date.now();
    const response = await signUp(ana, id);
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({signup: {eventId: id, status: 'confirmed', position: null}});

    const sent = await mail.waitForMail(ana.email, {since});
    expect(sent.subject).toBe('You are signed up: Harvest day');
    expect(sent.text).toContain('Date: Saturday, 6 June 2099');
    expect(sent.text).toContain('Time: 9:00 am - 12:00 pm');
    expect(sent.text).toContain('Venue: Nard Urban Farm, Ang Mo Kio');
    expect(sent.text).toContain('Task: Pick, wash; pack greens');
    expect(sent.attachments).toHaveLength(1);
    expect(sent.attachments[0]!.contentType).toMatch(/^text\/calendar/);
    const ics = readIcs(sent.attachments[0]!.content);
    expect(ics).toMatchObject({
      method: 'PUBLISH',
      status: 'CONFIRMED',
      summary: 'Harvest day',
      location: 'Nard Urban Farm, Ang Mo Kio',
      description: 'Task: Pick, wash; pack greens',
      tzid: 'Asia/Singapore',
      start: '2099-06-06T01:00:00.000Z',
      end: '2099-06-06T04:00:00.000Z',
    });

    // The public answer counts; the names are for signed-in people, as each chose (issue 19 #16).
    const shown = await publicEvent('volunteer', id);
    expect(shown).toMatchObject({signedUpCount: 1, placesLeft: 1, waitingCount: 0});
    expect(JSON.stringify(shown)).not.toContain('Ana');
    const names = async (who: TestAccount | null, type = 'volunteer') =>
      call(server, 'GET', `/api/events/names?type=${type}`, who?.token ?? null);
    expect((await names(null)).status).toBe(401);
    expect((await names(ana, 'work')).status).toBe(403);
    const listed = await names(ana);
    expect(listed.headers.get('Cache-Control')).toBe('no-store');
    expect(((await json(listed)).names as Record<string, string[]>)[id]).toEqual(['A volunteer']);
    await call(server, 'PATCH', '/api/auth/me', ana.token, {
      fullName: 'Ana Tan Mei Ling',
      showFirstName: true,
    });
    expect(((await json(await names(ana))).names as Record<string, string[]>)[id]).toEqual(['Ana']);
    const mine = await json(await call(server, 'GET', '/api/me/events', ana.token));
    expect(mine.applicantType).toBe('volunteer');
    expect(mine.upcoming).toEqual([
      expect.objectContaining({id, signupStatus: 'confirmed', attended: false}),
    ]);
    expect(mine.past).toEqual([]);
    expect((await signUp(ana, id)).status).toBe(409);

    const left = Date.now();
    expect((await withdraw(ana, id)).status).toBe(200);
    const cancelMail = await mail.waitForMail(ana.email, {since: left});
    expect(cancelMail.subject).toBe('You have withdrawn: Harvest day');
    expect(readIcs(cancelMail.attachments[0]!.content)).toMatchObject({
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: ics.uid,
    });
    expect(await publicEvent('volunteer', id)).toMatchObject({signedUpCount: 0, placesLeft: 2});
    expect((await withdraw(ana, id)).status).toBe(404);
  });

  it('refuses another type, a past or cancelled event, and no token; an event open to both takes anyone', async () => {
    const work = await newEvent({type: 'work'});
    const refused = await signUp(ana, work);
    expect(refused.status).toBe(403);
    const both = await newEvent({type: 'work', openToBoth: true});
    expect((await signUp(ana, both)).status).toBe(201);
    const past = await newEvent({date: '2020-01-01'});
    expect((await signUp(ana, past)).status).toBe(409);
    expect((await call(server, 'POST', `/api/events/${past}/signup`, null)).status).toBe(401);
    expect((await signUp(ana, '999999')).status).toBe(404);
  });
});

describe('capacity and the waiting list', () => {
  it('a full event queues people, and the first on the list moves up with a mail when someone withdraws', async () => {
    const id = await newEvent({capacity: 1});
    const ben = await person('ben@events.example', {fullName: 'Ben Lim'});
    const cai = await person('cai@events.example', {fullName: 'Cai Wong'});
    const dee = await person('dee@events.example', {fullName: 'Dee Ong'});
    expect((await json(await signUp(ben, id))).signup).toMatchObject({status: 'confirmed'});
    const since = Date.now();
    expect((await json(await signUp(cai, id))).signup).toMatchObject({
      status: 'waiting',
      position: 1,
    });
    expect((await json(await signUp(dee, id))).signup).toMatchObject({
      status: 'waiting',
      position: 2,
    });
    expect((await mail.waitForMail(cai.email, {since})).subject).toBe(
      'You are on the waiting list: Harvest day',
    );
    expect(await publicEvent('volunteer', id)).toMatchObject({
      signedUpCount: 1,
      placesLeft: 0,
      waitingCount: 2,
    });

    const moved = Date.now();
    await withdraw(ben, id);
    const promoted = await mail.waitForMail(cai.email, {since: moved});
    expect(promoted.subject).toBe('A place opened: you are in: Harvest day');
    expect(readIcs(promoted.attachments[0]!.content).status).toBe('CONFIRMED');
    expect(await publicEvent('volunteer', id)).toMatchObject({signedUpCount: 1, waitingCount: 1});
    const deeMine = await json(await call(server, 'GET', '/api/me/events', dee.token));
    expect(deeMine.upcoming).toEqual([expect.objectContaining({id, signupStatus: 'waiting', position: 1})]);
  });
});

describe('staff: who signed up, attendance and OJT hours', () => {
  it('staff see full names and contacts, record attendance and hours, and the worker sees them', async () => {
    // Today in Singapore, begun at midnight: attendance may be recorded (issue 20).
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const id = await newEvent({type: 'work', ojtTotal: 40, date: today, time: '00:00-23:59'});
    const wan = await person('wan@events.example', {
      fullName: 'Wan Hui Min',
      type: 'work',
      phoneNumber: '81234567',
    });
    await signUp(wan, id);
    expect((await call(server, 'GET', `/api/staff/events/${id}/signups`, wan.token)).status).toBe(403);
    const {signups} = await json(await call(server, 'GET', `/api/staff/events/${id}/signups`, staff.token));
    const [row] = signups as Json[];
    expect(row).toMatchObject({
      fullName: 'Wan Hui Min',
      email: 'wan@events.example',
      phoneNumber: '81234567',
      status: 'confirmed',
      attended: false,
      ojtHours: 0,
      hoursApproved: false,
    });
    const path = `/api/staff/events/${id}/signups/${row!.id}`;
    const bad = await call(server, 'PATCH', path, staff.token, {ojtHours: -1, attended: 'yes'});
    expect((await json(bad)).errors).toEqual({
      attended: 'Attended must be true or false.',
      ojtHours: 'OJT hours must be a whole number from 0 to 10000.',
    });
    const saved = await call(server, 'PATCH', path, staff.token, {attended: true, ojtHours: 6});
    expect((await json(saved)).signup).toMatchObject({attended: true, ojtHours: 6, hoursApproved: false});
    const [logged] = (await json(await call(server, 'GET', '/api/staff/activity?pageSize=1', staff.token)))
      .items as Json[];
    expect(logged).toMatchObject({
      action: 'attendance',
      before: {attended: false},
      after: {attended: true, ojtHours: 6},
    });

    // Entered but not approved: the worker sees the hours waiting, not gone.
    const mineFirst = await json(await call(server, 'GET', '/api/me/events', wan.token));
    expect(mineFirst.applicantType).toBe('work');
    expect(mineFirst.ojt).toEqual({hoursDone: 0, hoursAwaitingApproval: 6, hoursTotal: 40});
    // Staff approve everyone's hours at once; a second click finds nothing left.
    const approve = () => call(server, 'POST', `/api/staff/events/${id}/signups/approve-hours`, staff.token);
    expect((await json(await approve())).message).toBe('Approved the hours of 1 person.');
    expect((await json(await approve())).message).toBe('No hours are waiting for approval.');
    const mine = await json(await call(server, 'GET', '/api/me/events', wan.token));
    expect(mine.upcoming).toEqual([
      expect.objectContaining({id, attended: true, ojtHours: 6, hoursApproved: true}),
    ]);
    expect(mine.ojt).toEqual({hoursDone: 6, hoursAwaitingApproval: 0, hoursTotal: 40});
  });

  it('refuses attendance, hours and approval before the event has begun, and counts no hours for it', async () => {
    const id = await newEvent({type: 'work', ojtTotal: 6, date: '2099-07-08', time: '09:00-15:00'});
    const yas = await person('yas@events.example', {type: 'work'});
    await signUp(yas, id);
    const {signups} = await json(await call(server, 'GET', `/api/staff/events/${id}/signups`, staff.token));
    const path = `/api/staff/events/${id}/signups/${(signups as Json[])[0]!.id}`;
    const early = await call(server, 'PATCH', path, staff.token, {
      attended: true,
      ojtHours: 6,
      hoursApproved: true,
    });
    expect(early.status).toBe(409);
    expect((await json(early)).message).toBe(
      'Attendance and hours can be recorded once the event has started.',
    );
    const approve = await call(server, 'POST', `/api/staff/events/${id}/signups/approve-hours`, staff.token);
    expect(approve.status).toBe(409);
    const mine = await json(await call(server, 'GET', '/api/me/events', yas.token));
    expect(mine.ojt).toEqual({hoursDone: 0, hoursAwaitingApproval: 0, hoursTotal: 6});
  });
});

describe('staff editing the places (issue 19 #7)', () => {
  it('mails the people a larger event moves up, and refuses to take places away', async () => {
    const fields = {
      type: 'volunteer',
      date: '2099-06-06',
      description: 'Seedling day',
      venue: 'Nard Urban Farm, Ang Mo Kio',
      time: '9:00 am - 12:00 pm',
      task: 'Pot seedlings',
      capacity: 1,
    };
    const id = await newEvent(fields);
    const [kim, lyn, max] = [
      await person('kim@places.example'),
      await person('lyn@places.example'),
      await person('max@places.example'),
    ];
    for (const who of [kim, lyn, max]) expect((await signUp(who!, id)).status).toBe(201);
    const since = Date.now();
    const raised = await call(server, 'PUT', `/api/staff/events/${id}`, staff.token, {
      ...fields,
      capacity: 2,
    });
    expect(raised.status).toBe(200);
    const moved = await mail.waitForMail(lyn!.email, {since});
    expect(moved.subject).toBe('A place opened: you are in: Seedling day');
    expect(await publicEvent('volunteer', id)).toMatchObject({placesLeft: 0, waitingCount: 1});

    const lowered = await call(server, 'PUT', `/api/staff/events/${id}`, staff.token, {
      ...fields,
      capacity: 1,
    });
    expect(lowered.status).toBe(409);
    expect((await json(lowered)).message).toBe(
      '2 people would have a place, but the event has 1: 2 signed up on the site and 0 added by staff. Keep at least 2 places, or take some people off first.',
    );
    const movedUp = (m: {to: string[]; subject: string}) => m.subject.startsWith('A place opened');
    expect(mail.mails.filter((m) => m.to.includes(max!.email) && movedUp(m))).toEqual([]);
  });
});

describe('changing and cancelling an event (issue 20)', () => {
  it('tells everyone signed up or waiting, with the same calendar entry updated, then removed', async () => {
    const fields = {
      type: 'volunteer',
      date: '2099-07-04',
      description: 'Compost workshop',
      venue: 'Nard Urban Farm, Ang Mo Kio',
      time: '09:00-11:00',
      task: 'Turn the compost',
      capacity: 1,
    };
    const id = await newEvent(fields);
    const [nia, oli] = [await person('nia@change.example'), await person('oli@change.example')];
    const joined = Date.now();
    expect((await signUp(nia!, id)).status).toBe(201);
    expect((await signUp(oli!, id)).status).toBe(201);
    const first = readIcs((await mail.waitForMail(nia!.email, {since: joined})).attachments[0]!.content);

    // A new time: both hear it; the waiting one's entry stays tentative.
    const moved = Date.now();
    clockOffset += 2000;
    const edit = await call(server, 'PUT', `/api/staff/events/${id}`, staff.token, {
      ...fields,
      time: '13:00-15:30',
    });
    expect(edit.status).toBe(200);
    const changed = await mail.waitForMail(nia!.email, {since: moved});
    expect(changed.subject).toBe('The event has changed: Compost workshop');
    expect(changed.text).toContain('Time: 1:00 pm - 3:30 pm');
    const update = readIcs(changed.attachments[0]!.content);
    expect(update).toMatchObject({uid: first.uid, method: 'PUBLISH', status: 'CONFIRMED'});
    expect(update.start).toBe('2099-07-04T05:00:00.000Z');
    expect(update.end).toBe('2099-07-04T07:30:00.000Z');
    expect(update.sequence).toBeGreaterThan(first.sequence);
    const waitingNews = readIcs((await mail.waitForMail(oli!.email, {since: moved})).attachments[0]!.content);
    expect(waitingNews.status).toBe('TENTATIVE');

    // Staff see how many will be told before they cancel; everyone gets the cancellation.
    const listed = (await json(await call(server, 'GET', '/api/staff/events', staff.token))).events as Json[];
    expect(listed.find((event) => event.id === id)).toMatchObject({peopleToTell: 2});
    const cancelledAt = Date.now();
    clockOffset += 2000;
    const cancel = await call(server, 'DELETE', `/api/staff/events/${id}`, staff.token);
    expect((await json(cancel)).message).toBe('The event is cancelled. We told 2 people by e-mail.');
    for (const who of [nia!, oli!]) {
      const sent = await mail.waitForMail(who.email, {since: cancelledAt});
      expect(sent.subject).toBe('The event is cancelled: Compost workshop');
      const cancelIcs = readIcs(sent.attachments[0]!.content);
      expect(cancelIcs).toMatchObject({method: 'CANCEL', status: 'CANCELLED'});
      expect(cancelIcs.sequence).toBeGreaterThan(update.sequence);
    }
    expect(
      readIcs((await mail.waitForMail(nia!.email, {since: cancelledAt})).attachments[0]!.content).uid,
    ).toBe(first.uid);
  });
});
