// Two real server processes on one SQLite DATA_DIR, where a second process is the point: the day-before
// reminder reaches every confirmed person exactly once (nobody on the waiting list or at a later event),
// and two people taking an event's last place at once through the two processes: exactly one gets it.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {singaporeDate} from '../../core/format/singapore-date.ts';
import {type MailCatcher, startMailCatcher} from '../../tests/support/mail-catcher.ts';
import {
  call,
  confirmAddress,
  enableTwoStep,
  grantRole,
  logIn,
  signUpAndLogIn,
  type TestAccount,
} from '../../tests/support/staff-accounts.ts';
import {type RunningServer, startServer} from '../../tests/support/start-server.ts';

let mail: MailCatcher;
let servers: RunningServer[] = [];

beforeAll(async () => {
  mail = await startMailCatcher();
  const env = {SMTP_URL: mail.smtpUrl, RATE_LIMIT_FACTOR: '100', REMINDER_INTERVAL_MS: '100'};
  const first = await startServer({env});
  servers = [first, await startServer({env: {...env, DATA_DIR: first.dataDir}})];
}, 60_000);
afterAll(async () => {
  await servers[1]?.stop({keepData: true});
  await servers[0]?.stop();
  await mail?.stop();
});

const isReminder = (subject: string) => subject.startsWith('Reminder: see you tomorrow');
const remindersTo = (email: string) =>
  mail.mails.filter((m) => m.to.includes(email) && isReminder(m.subject));

async function firstReminder(email: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const [found] = remindersTo(email);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reminder for ${email}`);
}

describe('the reminder job', () => {
  it('sends each reminder once across two processes, only for tomorrow and only to confirmed places', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const staff = await signUpAndLogIn(a.url, 'staff@remind.example');
    grantRole(a.dataDir, staff.email, 'staff');
    // The new role signed them out: log in again, then set up the second step staff need.
    staff.token = (await logIn(a.url, staff.email)).token;
    await enableTwoStep(a.url, staff);
    const event = (date: string, capacity: number) =>
      call(a.url, 'POST', '/api/staff/events', staff.token, {
        type: 'volunteer',
        date,
        description: 'Seed sowing',
        venue: 'Farm',
        time: '2:00 pm - 4:00 pm',
        task: 'Sow trays',
        capacity,
      }).then(async (r) => ((await r.json()) as {event: {id: string}}).event.id);
    const tomorrow = await event(singaporeDate(Date.now(), 1), 3);
    const later = await event(singaporeDate(Date.now(), 2), 3);

    const people: TestAccount[] = [];
    for (const name of ['ria', 'sol', 'tom', 'uma']) {
      const person = await signUpAndLogIn(a.url, `${name}@remind.example`);
      await confirmAddress(a.url, () => mail.waitForMail(person.email));
      people.push(person);
    }
    // Half through each process; the fourth person lands on the waiting list.
    for (const [index, person] of people.entries()) {
      await call((index % 2 ? b : a).url, 'POST', `/api/events/${tomorrow}/signup`, person.token);
      await call(a.url, 'POST', `/api/events/${later}/signup`, person.token);
    }
    const confirmed = people.slice(0, 3);
    for (const person of confirmed) {
      const reminder = await firstReminder(person.email);
      expect(reminder.text).toContain('Time: 2:00 pm - 4:00 pm');
      expect(reminder.attachments[0]!.content).toContain('DTSTART;TZID=Asia/Singapore:');
    }
    // Both processes keep running the job every 100 ms; give them many more runs.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const person of confirmed) {
      expect(remindersTo(person.email), person.email).toHaveLength(1);
    }
    expect(remindersTo(people[3]!.email)).toEqual([]);
    expect(mail.mails.filter((m) => isReminder(m.subject))).toHaveLength(3);
  });
});

describe('the last place of an event', () => {
  it('two people taking it at once, through two server processes: exactly one gets it', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const staff = await signUpAndLogIn(a.url, 'staff@last-place.example');
    grantRole(a.dataDir, staff.email, 'staff');
    // The new role signed them out: log in again, then set up the second step staff need.
    staff.token = (await logIn(a.url, staff.email)).token;
    await enableTwoStep(a.url, staff);
    const place = {description: 'Harvest day', venue: 'Farm', time: '9:00 am - 12:00 pm', task: 'Pick'};
    for (let round = 0; round < 3; round++) {
      const created = await call(a.url, 'POST', '/api/staff/events', staff.token, {
        type: 'volunteer',
        date: '2099-06-06',
        capacity: 1,
        ...place,
      });
      const id = ((await created.json()) as {event: {id: string}}).event.id;
      const one = await signUpAndLogIn(a.url, `one${round}@last-place.example`);
      const two = await signUpAndLogIn(a.url, `two${round}@last-place.example`);
      for (const who of [one, two]) await confirmAddress(a.url, () => mail.waitForMail(who.email));
      const answers = await Promise.all([
        call(a.url, 'POST', `/api/events/${id}/signup`, one.token),
        call(b.url, 'POST', `/api/events/${id}/signup`, two.token),
      ]);
      const statuses = await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as {signup: {status: string}}).signup.status),
      );
      expect(statuses.sort()).toEqual(['confirmed', 'waiting']);
      const events = (
        (await (await fetch(`${a.url}/api/events?type=volunteer`)).json()) as {
          events: {id: string; placesLeft: number; waitingCount: number}[];
        }
      ).events;
      expect(events.find((event) => event.id === id)).toMatchObject({placesLeft: 0, waitingCount: 1});
    }
  });
});
