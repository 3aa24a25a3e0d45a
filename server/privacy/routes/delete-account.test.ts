// Deleting an account through the app (issue 24), with a real SMTP server: the owner with their password
// (a wrong one changes nothing), then nothing opens and the address is free again; an administrator
// carrying out a written request; each mailed to the former address.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {DELETE_ACCOUNT_MESSAGES} from '../../../core/rules/index.ts';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {
  call,
  signUpAndLogIn,
  TEST_PASSWORD,
  type TestAccount,
} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let mail: MailCatcher;
let server: TestApp;
let admin: TestAccount;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({env: {SMTP_URL: mail.smtpUrl, RATE_LIMIT_FACTOR: '100'}});
  admin = await signUpAndLogIn(server, 'admin@delete.example', {fullName: 'Zed Admin'});
  await server.grantRole(admin, 'admin');
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

const logIn = (email: string) =>
  call(server, 'POST', '/api/auth/login', null, {email, password: TEST_PASSWORD});

describe('DELETE /api/me', () => {
  it('deletes the account with the password, mails the former address, and opens nothing after', async () => {
    const ana = await signUpAndLogIn(server, 'ana@delete.example');
    const wrong = await call(server, 'DELETE', '/api/me', ana.token, {password: 'Wrong-pass1!'});
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({errors: {password: DELETE_ACCOUNT_MESSAGES.wrongPassword}});
    expect((await call(server, 'GET', '/api/auth/me', ana.token)).status).toBe(200);
    expect((await call(server, 'DELETE', '/api/me', ana.token, {})).status).toBe(400);

    const since = Date.now();
    const done = await call(server, 'DELETE', '/api/me', ana.token, {password: TEST_PASSWORD});
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({message: DELETE_ACCOUNT_MESSAGES.deleted});
    const notice = await mail.waitForMail(ana.email, {since, subject: /account is deleted/});
    expect(notice.text).toContain('as you asked.');
    expect((await call(server, 'GET', '/api/auth/me', ana.token)).status).toBe(401);
    expect((await logIn(ana.email)).status).toBe(401);
    // The address is free: the same person may come back.
    await signUpAndLogIn(server, ana.email);
  });

  it('lets an administrator carry out a request made in writing, but not on their own account', async () => {
    const ben = await signUpAndLogIn(server, 'ben@delete.example', {fullName: 'Ben Lim'});
    // An access request first: Ben's data, as he would download it, and Activity says who took it.
    const taken = await call(server, 'GET', `/api/staff/accounts/${ben.id}/data`, admin.token);
    expect(taken.status).toBe(200);
    expect(taken.headers.get('Content-Disposition')).toMatch(/^attachment; filename="nard-data-/);
    expect(await taken.json()).toMatchObject({account: {email: 'ben@delete.example', fullName: 'Ben Lim'}});
    expect((await call(server, 'DELETE', `/api/staff/accounts/${admin.id}`, admin.token)).status).toBe(403);
    expect((await call(server, 'DELETE', `/api/staff/accounts/${ben.id}`, ben.token)).status).toBe(403);
    const since = Date.now();
    const done = await call(server, 'DELETE', `/api/staff/accounts/${ben.id}`, admin.token);
    expect(done.status).toBe(200);
    expect(((await done.json()) as {message: string}).message).toBe(
      'The account of Ben Lim is deleted; they are told by mail.',
    );
    const notice = await mail.waitForMail(ben.email, {since, subject: /account is deleted/});
    expect(notice.text).toContain('as you asked us in writing.');
    expect((await call(server, 'DELETE', `/api/staff/accounts/${ben.id}`, admin.token)).status).toBe(404);
    expect((await call(server, 'GET', `/api/staff/accounts/${ben.id}/data`, admin.token)).status).toBe(404);
    const activity = (await (await call(server, 'GET', '/api/staff/activity', admin.token)).json()) as {
      items: {action: string; after: Record<string, unknown>}[];
    };
    expect(activity.items[0]).toMatchObject({action: 'delete-account', after: {byOwner: false}});
    expect(activity.items[1]).toMatchObject({
      action: 'export',
      targetType: 'personal-data',
      after: {people: 1},
    });
    expect(JSON.stringify(activity.items)).not.toContain('ben@delete.example');
  });
});
