// Changing one's e-mail address through the app (issue 24), with a real SMTP server: the password proves
// the owner, the current address is told (the new one masked), the link in the new address's mail moves
// the account, and log-in then takes the new address only; an address with an account is never taken.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {EMAIL_CHANGE_MESSAGES} from '../../../core/rules/index.ts';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {call, signUpAndLogIn, TEST_PASSWORD} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let mail: MailCatcher;
let server: TestApp;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({env: {SMTP_URL: mail.smtpUrl, RATE_LIMIT_FACTOR: '100'}});
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

const logIn = (email: string) =>
  call(server, 'POST', '/api/auth/login', null, {email, password: TEST_PASSWORD});
const tokenIn = (text: string) => /#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('POST /api/me/email', () => {
  it('moves the account to the new address once its link is opened, telling the old address', async () => {
    const ana = await signUpAndLogIn(server, 'ana@change.example');
    const wrong = await call(server, 'POST', '/api/me/email', ana.token, {
      email: 'ana@new.example',
      password: 'Wrong1!x',
    });
    expect(wrong.status).toBe(401);
    const same = await call(server, 'POST', '/api/me/email', ana.token, {
      email: ' ANA@change.example ',
      password: TEST_PASSWORD,
    });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({errors: {email: EMAIL_CHANGE_MESSAGES.same}});

    const since = Date.now();
    const asked = await call(server, 'POST', '/api/me/email', ana.token, {
      email: 'ana@new.example',
      password: TEST_PASSWORD,
    });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({message: EMAIL_CHANGE_MESSAGES.sent});
    const told = await mail.waitForMail('ana@change.example', {since, subject: /being changed/});
    expect(told.text).toContain('a***@new.example');
    expect(told.text).not.toContain('ana@new.example');
    const linkMail = await mail.waitForMail('ana@new.example', {
      since,
      subject: /Confirm your new e-mail address/,
    });
    // Until the link is opened the old address still logs in.
    expect((await logIn('ana@change.example')).status).toBe(200);
    const opened = await call(server, 'POST', '/api/auth/confirm-email', null, {
      token: tokenIn(linkMail.text),
    });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({message: EMAIL_CHANGE_MESSAGES.changed});
    expect((await logIn('ana@change.example')).status).toBe(401);
    const after = (await (await logIn('ana@new.example')).json()) as {
      user: {email: string; emailConfirmed: boolean};
    };
    expect(after.user).toMatchObject({email: 'ana@new.example', emailConfirmed: true});
  });

  it('never moves an account to an address that has one: its owner is told, nothing changes', async () => {
    const ben = await signUpAndLogIn(server, 'ben@change.example');
    await signUpAndLogIn(server, 'cai@change.example');
    const since = Date.now();
    const asked = await call(server, 'POST', '/api/me/email', ben.token, {
      email: 'cai@change.example',
      password: TEST_PASSWORD,
    });
    // The same answer as for a free address: it tells nobody who has an account.
    expect(await asked.json()).toMatchObject({message: EMAIL_CHANGE_MESSAGES.sent});
    const note = await mail.waitForMail('cai@change.example', {since, subject: /given for another account/});
    expect(note.text).not.toMatch(/#token=/);
    expect((await logIn('ben@change.example')).status).toBe(200);
  });
});
