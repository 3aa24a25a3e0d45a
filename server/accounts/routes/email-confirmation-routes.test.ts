// Issue 19 #1 through the whole app (in-process) and the real SMTP catcher: a stranger who signs up with
// someone else's address cannot make us mail that address, no mail carries a name a person typed, and a
// person's sign-ups and the mails to one address are limited.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {MESSAGES} from '../../../core/messages/index.ts';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {
  call,
  confirmAddress,
  confirmationToken,
  logIn,
  signUpAndLogIn,
  type TestAccount,
} from '../../../tests/support/staff-accounts.ts';
import {newHarvestDay} from '../../../tests/support/staff-events.ts';
import {SIGNUP_CHANGES_PER_HOUR} from '../../events/routes/place-routes.ts';
import {MAILS_PER_ADDRESS_PER_DAY} from '../../mail/mail-budget.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

const HOUR = 3_600_000;
const LURE = 'URGENT: pay the fee at evil.example';
let mail: MailCatcher;
let server: TestApp;
let staff: TestAccount;
let clock = Date.UTC(2030, 0, 7, 2);

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({env: {SMTP_URL: mail.smtpUrl}, now: () => clock});
  staff = await signUpAndLogIn(server, 'staff@flood.example', {fullName: 'Sam Staff'});
  await server.grantRole(staff, 'staff');
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

const mailsTo = (address: string) => mail.mails.filter((caught) => caught.to.includes(address));

const newEvent = () => newHarvestDay(server, staff.token);

describe('an address nobody confirmed', () => {
  it('gets the welcome mail and nothing else, however often the stranger signs up for events', async () => {
    const victim = 'victim@flood.example';
    const stranger = await signUpAndLogIn(server, victim, {fullName: LURE});
    const welcome = await mail.waitForMail(victim);
    const id = await newEvent();
    for (let i = 0; i < 5; i++) {
      const answer = await call(server, 'POST', `/api/events/${id}/signup`, stranger.token);
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({
        code: 'email_unconfirmed',
        message: MESSAGES.emailUnconfirmed,
      });
    }
    expect(mailsTo(victim)).toEqual([welcome]);
    expect(welcome.text).not.toContain(LURE);
    expect(welcome.text).toContain('/confirm-email#token=');
  });

  it('is confirmed by the link once; a used or made-up link says so', async () => {
    const ana = await signUpAndLogIn(server, 'ana@flood.example');
    const token = confirmationToken((await mail.waitForMail(ana.email)).text);
    const me = async () =>
      (
        (await (await call(server, 'GET', '/api/auth/me', ana.token)).json()) as {
          user: {emailConfirmed: boolean};
        }
      ).user;
    expect((await me()).emailConfirmed).toBe(false);
    const open = (value: string) => call(server, 'POST', '/api/auth/confirm-email', null, {token: value});
    const first = await open(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({message: MESSAGES.emailConfirmed});
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect((await me()).emailConfirmed).toBe(true);
    for (const dead of [token, 'A'.repeat(43), 'not a token']) {
      const again = await open(dead);
      expect(again.status).toBe(400);
      // A made-up shape fails the rule (the message sits on the field); a dead token fails the store.
      expect(await again.text()).toContain(MESSAGES.emailLinkDead);
    }
  });

  it('can ask for a new link, three times a day, and a link works for seven days', async () => {
    const ben = await signUpAndLogIn(server, 'ben@flood.example');
    const welcomeAt = (await mail.waitForMail(ben.email)).receivedAt;
    const ask = () => call(server, 'POST', '/api/auth/confirm-email/new-link', ben.token);
    for (let i = 0; i < 3; i++) {
      const answer = await ask();
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({message: MESSAGES.confirmationLinkSent});
    }
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const links = mailsTo(ben.email).filter((caught) => caught.receivedAt >= welcomeAt);
    expect(links.map((caught) => caught.subject)).toEqual([
      'Your Nard Foundation account',
      'Confirm your e-mail address',
      'Confirm your e-mail address',
      'Confirm your e-mail address',
    ]);
    const start = clock;
    clock += 7 * 24 * HOUR;
    const expired = await call(server, 'POST', '/api/auth/confirm-email', null, {
      token: confirmationToken(links[1]!.text),
    });
    expect(expired.status).toBe(400);
    clock = start;
    await confirmAddress(server, async () => links[3]!);
    const done = await ask();
    expect(await done.json()).toMatchObject({message: MESSAGES.emailAlreadyConfirmed});
  });
});

describe('a confirmed address', () => {
  it('gets event mails that greet nobody by name, even after the name is changed to a lure', async () => {
    const mei = await signUpAndLogIn(server, 'mei@flood.example', {fullName: 'Mei Lim'});
    await confirmAddress(server, () => mail.waitForMail(mei.email));
    const renamed = await call(server, 'PATCH', '/api/auth/me', mei.token, {fullName: LURE});
    expect(renamed.status).toBe(200);
    const since = Date.now();
    const id = await newEvent();
    expect((await call(server, 'POST', `/api/events/${id}/signup`, mei.token)).status).toBe(201);
    const confirmed = await mail.waitForMail(mei.email, {since});
    expect(confirmed.text).toMatch(/^Hello,\n/);
    expect(confirmed.text).not.toContain(LURE);
    expect(confirmed.text).not.toContain('Mei');
  });

  it(`may change sign-ups ${SIGNUP_CHANGES_PER_HOUR} times an hour and gets at most ${MAILS_PER_ADDRESS_PER_DAY} mails a day`, async () => {
    let raj = await signUpAndLogIn(server, 'raj@flood.example');
    await confirmAddress(server, () => mail.waitForMail(raj.email));
    const before = mailsTo(raj.email).length;
    const id = await newEvent();
    const change = (i: number) =>
      call(server, i % 2 ? 'DELETE' : 'POST', `/api/events/${id}/signup`, raj.token);
    // Access tokens last minutes: after the clock moves, log in again.
    const later = async (ms: number) => {
      clock += ms;
      raj = await logIn(server, raj.email);
    };
    for (let i = 0; i < SIGNUP_CHANGES_PER_HOUR; i++) expect((await change(i)).status).toBeLessThan(300);
    const refused = await change(SIGNUP_CHANGES_PER_HOUR);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as {message: string}).message).toMatch(/try again/i);
    // An hour on, the person may change again, but the address has had its mails for the day.
    await later(HOUR);
    for (let i = 0; i < 4; i++) expect((await change(i)).status).toBeLessThan(300);
    expect(mailsTo(raj.email).length - before).toBe(MAILS_PER_ADDRESS_PER_DAY);
    await later(24 * HOUR);
    expect((await change(0)).status).toBe(201);
    expect(mailsTo(raj.email).length - before).toBe(MAILS_PER_ADDRESS_PER_DAY + 1);
  });
});

describe('a password reset by a mailed code', () => {
  it('confirms the address too, since only its owner could read the code', async () => {
    const lee = await signUpAndLogIn(server, 'lee@flood.example');
    await mail.waitForMail(lee.email);
    const since = Date.now();
    expect((await call(server, 'POST', '/api/auth/send-otp', null, {email: lee.email})).status).toBe(200);
    const code = /\n {4}(\d{4})\n/.exec((await mail.waitForMail(lee.email, {since})).text)![1];
    const verified = await call(server, 'POST', '/api/auth/verify-otp', null, {email: lee.email, otp: code});
    const {resetToken} = (await verified.json()) as {resetToken: string};
    const reset = await call(server, 'PUT', '/api/auth/update-password', null, {
      email: lee.email,
      resetToken,
      newPassword: 'Garden2!x',
      confirmPassword: 'Garden2!x',
    });
    expect(reset.status).toBe(200);
    const login = await call(server, 'POST', '/api/auth/login', null, {
      email: lee.email,
      password: 'Garden2!x',
    });
    expect(((await login.json()) as {user: {emailConfirmed: boolean}}).user.emailConfirmed).toBe(true);
  });
});
