// The password reset on a test clock: send-otp, verify-otp and update-password, and their limits.
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {AUTH_MESSAGES} from './auth-routes.ts';
import {type AuthTestApp, createAuthTestApp, signupBody} from './auth-test-app.test-support.ts';

let t: AuthTestApp;
beforeEach(async () => {
  t = createAuthTestApp();
  await t.call('POST', '/signup', signupBody());
});
afterEach(() => t.close());

const email = 'ana@nard.example';
const sendCode = (to = email) => t.call('POST', '/send-otp', {email: to});
const verify = (otp: string, to = email) => t.call('POST', '/verify-otp', {email: to, otp});

function lastCode(): string {
  const mail = t.mails.at(-1)!;
  return /^\s{4}(\d{4})$/m.exec(mail.text)![1]!;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('POST /send-otp', () => {
  it('answers known and unknown e-mails alike, and mails a code only to the known one', async () => {
    const known = await sendCode();
    const unknown = await sendCode('nobody@nard.example');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({
      success: true,
      statusCode: 200,
      message: 'If an account exists for this email, a 4-digit code is on its way.',
    });
    await new Promise((resolve) => setImmediate(resolve));
    const codeMails = t.mails.filter((mail) => mail.subject === 'Your code to reset your password');
    expect(codeMails.map((mail) => mail.to)).toEqual([email]);
    // No name: the mail says nothing anyone typed (issue 10, finding 3).
    expect(codeMails[0]!.text).toMatch(/^Hello,\n[\s\S]*\n {4}\d{4}\n[\s\S]*10 minutes/);
    expect(codeMails[0]!.text).not.toContain('Ana');
  });

  const codeMails = () => t.mails.filter((mail) => mail.subject === 'Your code to reset your password');
  const onItsWay = {success: true, statusCode: 200, message: AUTH_MESSAGES.codeOnItsWay};

  it('never refuses per e-mail: six requests by a stranger in a second leave the owner answered as always (issue 19 #4)', async () => {
    const stranger = {'X-Forwarded-For': '203.0.113.66'};
    for (let i = 0; i < 6; i++) {
      const answer = await t.call('POST', '/send-otp', {email}, stranger);
      expect({status: answer.status, body: answer.body}).toEqual({status: 200, body: onItsWay});
    }
    const owner = await t.call('POST', '/send-otp', {email}, {'X-Forwarded-For': '198.51.100.7'});
    expect({status: owner.status, body: owner.body}).toEqual({status: 200, body: onItsWay});
    // One mail went out (to the owner's own address); the extra requests were dropped, not refused.
    await new Promise((resolve) => setImmediate(resolve));
    expect(codeMails()).toHaveLength(1);
    t.clock.now += 61_000;
    expect((await t.call('POST', '/send-otp', {email}, {'X-Forwarded-For': '198.51.100.7'})).status).toBe(
      200,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(codeMails()).toHaveLength(2);
  });

  it('mails at most 10 codes a day per e-mail, counting only mails sent, and never says so', async () => {
    for (let i = 0; i < 12; i++) {
      expect((await sendCode()).body).toEqual(onItsWay);
      expect((await sendCode()).body).toEqual(onItsWay);
      t.clock.now += 61_000;
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(codeMails()).toHaveLength(10);
    t.clock.now += 24 * 3_600_000;
    expect((await sendCode()).body).toEqual(onItsWay);
    await new Promise((resolve) => setImmediate(resolve));
    expect(codeMails()).toHaveLength(11);
  });

  it('retires the earlier code when a new one is sent', async () => {
    await sendCode();
    const first = lastCode();
    t.clock.now += 61_000;
    await sendCode();
    const second = lastCode();
    if (first !== second) expect((await verify(first)).body.message).toBe(AUTH_MESSAGES.codeRefused);
    expect((await verify(second)).status).toBe(200);
  });
});

describe('POST /verify-otp', () => {
  it('answers a single-use reset token for the right code', async () => {
    await sendCode();
    const code = lastCode();
    const answer = await verify(code);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Code verified.',
      resetToken: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect((await verify(code)).status).toBe(400);
  });

  it('says a wrong code is incorrect, in errors.otp too', async () => {
    await sendCode();
    const answer = await verify(wrongCode(lastCode()));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: AUTH_MESSAGES.codeRefused,
      errors: {otp: AUTH_MESSAGES.codeRefused},
    });
  });

  it('refuses the right code after 10 minutes', async () => {
    await sendCode();
    t.clock.now += 10 * 60_000 + 1;
    const answer = await verify(lastCode());
    expect(answer.body).toMatchObject({
      statusCode: 400,
      message: AUTH_MESSAGES.codeRefused,
    });
  });

  it('kills the code after 5 wrong tries, so the right one fails too', async () => {
    await sendCode();
    const code = lastCode();
    for (let i = 0; i < 5; i++)
      expect((await verify(wrongCode(code))).body.message).toBe(AUTH_MESSAGES.codeRefused);
    const killed = await verify(code);
    expect(killed.status).toBe(400);
    expect(killed.body.message).toBe(AUTH_MESSAGES.codeRefused);
  });

  it('answers an unknown e-mail like a wrong code', async () => {
    const answer = await verify('1234', 'nobody@nard.example');
    expect(answer.body).toMatchObject({statusCode: 400, message: AUTH_MESSAGES.codeRefused});
  });

  it('gives a registered and an unknown address the same answers through eight wrong codes (issue 19 #3)', async () => {
    await sendCode();
    // Eight codes that are all wrong for the registered address (its real code is in the mail).
    const right = Number(lastCode());
    const guesses = Array.from({length: 8}, (_, i) => String((right + 1 + i) % 10_000).padStart(4, '0'));
    const answersFor = async (to: string) => {
      if (to !== email) await sendCode(to);
      const answers = [];
      for (const guess of guesses) {
        const answer = await verify(guess, to);
        answers.push({status: answer.status, body: answer.body});
      }
      return answers;
    };
    const registered = await answersFor(email);
    expect(registered.map((answer) => answer.status)).toEqual(Array(8).fill(400));
    expect(await answersFor('nobody@nard.example')).toEqual(registered);
  });

  it.each([['12a4'], ['123'], ['12345'], ['']])(
    'refuses the malformed code %j with the SPEC message',
    async (otp) => {
      const answer = await verify(otp);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({otp: 'Please fill in all OTP digits'});
    },
  );
});

describe('PUT /update-password', () => {
  async function resetToken(): Promise<string> {
    await sendCode();
    return (await verify(lastCode())).body.resetToken as string;
  }
  const update = (token: string, overrides: Record<string, unknown> = {}) =>
    t.call('PUT', '/update-password', {
      email,
      newPassword: 'N3w@Passw0rd',
      confirmPassword: 'N3w@Passw0rd',
      resetToken: token,
      ...overrides,
    });

  it('works once per reset token', async () => {
    const token = await resetToken();
    expect((await update(token)).body).toMatchObject({
      success: true,
      message: 'Password updated. Please log in.',
    });
    expect((await update(token, {newPassword: 'Th1rd@pw!', confirmPassword: 'Th1rd@pw!'})).status).toBe(400);
    expect((await t.call('POST', '/login', {email, password: 'N3w@Passw0rd'})).status).toBe(200);
  });

  it('refuses a reset token after 15 minutes, for another e-mail, or made up', async () => {
    await t.call('POST', '/signup', signupBody({email: 'ben@nard.example'}));
    const token = await resetToken();
    expect((await update(token, {email: 'ben@nard.example'})).status).toBe(400);
    expect((await update('A'.repeat(43))).body.message).toBe(
      'This password reset has expired or was already used. Please ask for a new code.',
    );
    t.clock.now += 15 * 60_000 + 1;
    expect((await update(token)).status).toBe(400);
    expect((await t.call('POST', '/login', {email, password: 'Passw0rd!'})).status).toBe(200);
  });

  it('applies the password rule and the match rule with the SPEC messages', async () => {
    const token = await resetToken();
    expect((await update(token, {newPassword: '', confirmPassword: ''})).body.errors).toMatchObject({
      newPassword: 'Password is required',
    });
    expect((await update(token, {confirmPassword: 'Other-Passw0rd'})).body.errors).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect((await update(token)).status).toBe(200);
  });
});
