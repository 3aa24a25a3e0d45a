// A stolen session cannot become the owner (issue 54, findings 1-4), through the app on a real SQLite file
// with a clock the test moves and a real SMTP server: factor changes need a recent proof with a factor the
// account already had, a new factor is never that proof, every change is mailed and listed, the first
// factor ends the password-only sessions, an address change kills the old address's reset links, and the
// applicants list does not give out what its export protects.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {TWO_STEP_MESSAGES} from '../../../core/rules/index.ts';
import {type MailCatcher, startMailCatcher} from '../../../tests/support/mail-catcher.ts';
import {softAuthenticator} from '../../../tests/support/soft-authenticator.ts';
import {
  call,
  enableTwoStep,
  logIn,
  signUpAndLogIn,
  stepUp,
  TEST_PASSWORD,
  type TestAccount,
} from '../../../tests/support/staff-accounts.ts';
import {testAccount} from '../../../tests/support/store-backends.ts';
import {APPLICANT_ROWS_WITHOUT_STEP} from '../../applicants/routes/staff-applicant-routes.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';
import {totpCodeAt} from '../totp.ts';

let clock = Date.UTC(2026, 11, 2, 2, 0, 10);
let mail: MailCatcher;
let server: TestApp;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestApp({env: {SMTP_URL: mail.smtpUrl, RATE_LIMIT_FACTOR: '100'}, now: () => clock});
});
afterAll(async () => {
  await server?.close();
  await mail?.stop();
});

const ELEVEN_MINUTES = 11 * 60_000;
const origin = 'http://localhost:8080';
type Answer = {code?: string; message?: string; data?: {recoveryCodes?: string[]; secret?: string}};
const json = async (response: Response) => (await response.json()) as Answer;

/** A staff member with an authenticator whose last second step was 11 minutes ago; its secret. */
async function staleStaff(email: string): Promise<{account: TestAccount; secret: string}> {
  const account = await signUpAndLogIn(server, email);
  const secret = (await server.grantRole(account, 'staff')) as string;
  clock += ELEVEN_MINUTES;
  return {account, secret};
}

describe('a stale staff session (finding 1)', () => {
  it('cannot mint recovery codes, add a passkey or start an authenticator; the owner’s codes keep working', async () => {
    const {account} = await staleStaff('stale@takeover.example');
    const minted = await call(server, 'POST', '/api/me/two-step/recovery-codes', account.token);
    expect(minted.status).toBe(403);
    expect(await json(minted)).toMatchObject({
      code: 'step_up_required',
      message: TWO_STEP_MESSAGES.stepUpRequired,
    });
    expect((await call(server, 'POST', '/api/me/passkeys/options', account.token)).status).toBe(403);
    const device = softAuthenticator(origin);
    const forged = device.register({challenge: 'x', rp: {id: 'localhost'}, user: {id: account.id}});
    expect(
      (await call(server, 'POST', '/api/me/passkeys', account.token, {name: 'Mine now', response: forged}))
        .status,
    ).toBe(403);
    expect((await call(server, 'POST', '/api/me/two-step/totp', account.token)).status).toBe(403);
    // So nothing reached the IRAS file or a role, and the owner's own recovery code still proves them.
    expect((await call(server, 'GET', '/api/staff/gifts/iras?year=2026', account.token)).status).toBe(403);
    await stepUp(server, account);
    expect((await call(server, 'POST', '/api/me/two-step/recovery-codes', account.token)).status).toBe(200);
  });

  it('never counts a factor just added as the step-up: the passkey added opens no sensitive action', async () => {
    const ana = await signUpAndLogIn(server, 'fresh@takeover.example');
    const device = softAuthenticator(origin);
    const options = (await (await call(server, 'POST', '/api/me/passkeys/options', ana.token)).json()) as {
      options: never;
    };
    const added = await call(server, 'POST', '/api/me/passkeys', ana.token, {
      name: 'Phone',
      response: device.register(options.options),
    });
    expect(added.status).toBe(201);
    const [passkey] = (
      (await (await call(server, 'GET', '/api/me/passkeys', ana.token)).json()) as {
        passkeys: {id: string}[];
      }
    ).passkeys;
    // Removing it, or making new codes, wants a proof with a factor the account had before this one.
    expect((await call(server, 'DELETE', `/api/me/passkeys/${passkey!.id}`, ana.token)).status).toBe(403);
    expect((await call(server, 'POST', '/api/me/two-step/recovery-codes', ana.token)).status).toBe(403);
  });

  it('asks an account with no factor for its password again after 10 minutes, and only the password', async () => {
    const ben = await signUpAndLogIn(server, 'password@takeover.example');
    clock += ELEVEN_MINUTES;
    const asked = await call(server, 'POST', '/api/me/two-step/totp', ben.token);
    expect(asked.status).toBe(403);
    expect(await json(asked)).toMatchObject({
      code: 'step_up_required',
      message: TWO_STEP_MESSAGES.passwordAgain,
    });
    const wrong = await call(server, 'POST', '/api/me/step-up', ben.token, {password: 'Wrong1!x'});
    expect(wrong.status).toBe(401);
    expect(await json(wrong)).toMatchObject({message: TWO_STEP_MESSAGES.passwordWrong});
    expect((await call(server, 'POST', '/api/me/step-up', ben.token, {password: TEST_PASSWORD})).status).toBe(
      200,
    );
    const started = await call(server, 'POST', '/api/me/two-step/totp', ben.token);
    expect(started.status).toBe(200);
    const {secret} = (await json(started)).data!;
    clock += 30_000;
    const confirmed = await call(server, 'POST', '/api/me/two-step/totp/confirm', ben.token, {
      code: totpCodeAt(secret!, clock),
    });
    expect(confirmed.status).toBe(200);
    // With a second factor the password alone proves nothing more.
    const passwordOnly = await call(server, 'POST', '/api/me/step-up', ben.token, {password: TEST_PASSWORD});
    expect(passwordOnly.status).toBe(401);
    expect(await json(passwordOnly)).toMatchObject({message: TWO_STEP_MESSAGES.passwordNotEnough});
  });

  it('mails the owner every factor change in our words, and lists each on the profile', async () => {
    const since = Date.now();
    const cai = await signUpAndLogIn(server, 'told@takeover.example');
    const device = softAuthenticator(origin);
    const options = (await (await call(server, 'POST', '/api/me/passkeys/options', cai.token)).json()) as {
      options: never;
    };
    const name = 'Visit evil.example to win';
    await call(server, 'POST', '/api/me/passkeys', cai.token, {
      name,
      response: device.register(options.options),
    });
    const added = await mail.waitForMail(cai.email, {since, subject: /How you sign in .* was changed/});
    expect(added.text).toContain('A passkey was added to your account.');
    expect(added.text).toContain('Singapore time');
    expect(added.text).not.toContain('evil.example');
    const status = (await (await call(server, 'GET', '/api/me/two-step', cai.token)).json()) as {
      twoStep: {changes: {change: string; at: string}[]};
    };
    expect(status.twoStep.changes).toEqual([
      expect.objectContaining({change: 'passkey-added', at: new Date(clock).toISOString()}),
    ]);
  });
});

describe('staff routes need a session that passed a second step (finding 2)', () => {
  it('ends the password-only sessions when the first factor is added elsewhere', async () => {
    const dee = await signUpAndLogIn(server, 'two-sessions@takeover.example');
    await server.deps.store.grantRoleByEmail(dee.email, 'staff', clock);
    const sessionA = await logIn(server, dee.email);
    const loginB = (await (
      await call(server, 'POST', '/api/auth/login', null, {email: dee.email, password: TEST_PASSWORD})
    ).json()) as {token: string; refreshToken: string};
    expect((await call(server, 'GET', '/api/staff/overview', loginB.token)).status).toBe(403);
    await enableTwoStep(server, sessionA, () => clock);
    expect((await call(server, 'GET', '/api/staff/overview', sessionA.token)).status).toBe(200);
    expect((await call(server, 'GET', '/api/staff/overview', loginB.token)).status).toBe(401);
    const refreshed = await call(server, 'POST', '/api/auth/refresh-token', null, {
      refreshToken: loginB.refreshToken,
    });
    expect(refreshed.status).toBe(401);
  });
});

describe('a reset link does not outlive an address change (finding 3)', () => {
  it('refuses the old address’s link for the new address', async () => {
    const eve = await signUpAndLogIn(server, 'old-box@takeover.example');
    const since = Date.now();
    // Whoever reads the old mailbox asks for a reset and keeps the link.
    expect((await call(server, 'POST', '/api/auth/send-otp', null, {email: eve.email})).status).toBe(200);
    const resetMail = await mail.waitForMail(eve.email, {since, subject: /reset your password/});
    const oldLink = new URLSearchParams(/update-password#(\S+)/.exec(resetMail.text)![1]).get('token')!;
    // The owner moves the account to a new address.
    await call(server, 'POST', '/api/me/email', eve.token, {
      email: 'new-box@takeover.example',
      password: TEST_PASSWORD,
    });
    const changeMail = await mail.waitForMail('new-box@takeover.example', {
      since,
      subject: /Confirm your new/,
    });
    const changeToken = /#token=([A-Za-z0-9_-]+)/.exec(changeMail.text)![1];
    expect((await call(server, 'POST', '/api/auth/confirm-email', null, {token: changeToken})).status).toBe(
      200,
    );
    for (const email of ['new-box@takeover.example', eve.email]) {
      const taken = await call(server, 'PUT', '/api/auth/update-password', null, {
        email,
        resetToken: oldLink,
        newPassword: 'Attack3r!',
        confirmPassword: 'Attack3r!',
      });
      expect(taken.status).toBe(400);
    }
    const attacker = await call(server, 'POST', '/api/auth/login', null, {
      email: 'new-box@takeover.example',
      password: 'Attack3r!',
    });
    expect(attacker.status).toBe(401);
    expect((await call(server, 'GET', '/api/auth/me', eve.token)).status).toBe(200);
  });
});

describe('the applicants list is not the export without its step-up (finding 4)', () => {
  it('gives a session without a recent step at most a budget of rows, then asks for the step', async () => {
    for (let i = 0; i < 30; i++) {
      await server.deps.store.createAccount(testAccount(`applicant-${i}`, `Applicant ${i}`), clock, null);
    }
    const {account} = await staleStaff('reader@takeover.example');
    const page = (n: number) =>
      call(server, 'GET', `/api/staff/applicants?pageSize=25&page=${n}`, account.token);
    let rows = 0;
    for (let read = 0; rows < APPLICANT_ROWS_WITHOUT_STEP; read++) {
      const answer = await page(1 + (read % 2));
      expect(answer.status).toBe(200);
      rows += ((await answer.json()) as {items: unknown[]}).items.length;
    }
    const refused = await page(2);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({code: 'step_up_required'});
    await stepUp(server, account);
    for (const n of [1, 2, 3, 4, 5]) expect((await page(n)).status).toBe(200);
  });
});
