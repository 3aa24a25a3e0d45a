// POST /api/auth/signup: SPEC section 5 messages, duplicates, stored fields and Idempotency-Key replays.
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {MESSAGES} from '../../../core/messages/index.ts';
import {argon2Hasher, type PasswordHasher, verifyPassword} from '../password.ts';
import {type AuthTestApp, createAuthTestApp, signupBody} from './auth-test-app.test-support.ts';

let t: AuthTestApp;
beforeEach(() => {
  t = createAuthTestApp();
});
afterEach(() => t.close());

describe('POST /signup validation', () => {
  it.each([
    [{fullName: ''}, {fullName: 'Full Name is required'}],
    [{age: ''}, {age: 'Age must be 18 or older'}],
    [{age: '17'}, {age: 'Age must be 18 or older'}],
    [{email: 'not-an-email'}, {email: 'Valid email is required'}],
    [
      {password: 'short'},
      {password: 'Password must be 6+ chars with uppercase, lowercase, number & symbol.'},
    ],
    [
      {password: 'Passw0rd'},
      {password: 'Password must be 6+ chars with uppercase, lowercase, number & symbol.'},
    ],
    [{profession: ''}, {profession: 'Profession/Interest is required'}],
    [
      {region: '', city: ''},
      {region: 'Region is required', city: 'City is required'},
    ],
    [{region: 'mars'}, {region: 'Region is required', city: 'City is required'}],
    [{city: 'Woodlands'}, {city: 'City is required'}],
  ])('refuses %j with the exact message', async (overrides, errors) => {
    const answer = await t.call('POST', '/signup', signupBody(overrides));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({success: false, statusCode: 400, errors});
    expect(Object.keys(answer.body.errors as object)).toEqual(Object.keys(errors));
  });

  it.each([
    ['malformed JSON', '{"fullName":'],
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
  ])('answers 400, not 500, for %s', async (_name, raw) => {
    const answer = await t.call('POST', '/signup', raw);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });

  it('refuses fields the form does not have (no mass assignment of role)', async () => {
    const answer = await t.call('POST', '/signup', signupBody({role: 'admin'}));
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({role: 'This field is not accepted'});
  });
});

describe('POST /signup', () => {
  it('creates the account with every applicant field, a hashed password and the role user', async () => {
    const answer = await t.call('POST', '/signup', signupBody({email: ' Ana@NARD.example '}));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({success: true, statusCode: 201, message: MESSAGES.checkEmailAfterSignup});
    const account = await t.deps.store.findAccountByEmail('ana@nard.example');
    expect(account).toMatchObject({
      fullName: 'Ana Tan',
      age: '26-35',
      email: 'ana@nard.example',
      region: 'east',
      city: 'Bedok',
      phoneNumber: '+6591234567',
      emergencyContact: '+6598765432',
      profession: 'Barista',
      applicantType: 'volunteer',
      role: 'user',
      address: 'Bedok, East',
    });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword('Passw0rd!', account!.passwordHash)).toBe(true);
  });

  it('answers a taken address exactly as a new one, and tells its owner by mail (issue 10, finding 5)', async () => {
    const hashed: string[] = [];
    const recording: PasswordHasher = {
      hash: async (password) => {
        hashed.push(password);
        return argon2Hasher.hash(password);
      },
      verify: argon2Hasher.verify,
    };
    t.close();
    t = createAuthTestApp({passwords: recording});
    const fresh = await t.call('POST', '/signup', signupBody());
    const taken = await t.call(
      'POST',
      '/signup',
      signupBody({
        email: 'ANA@nard.example',
        fullName: 'URGENT verify at https://evil.example',
        type: 'work',
      }),
    );
    expect(taken.status).toBe(fresh.status);
    expect(taken.body).toEqual(fresh.body);
    expect([...taken.headers.keys()]).toEqual([...fresh.headers.keys()]);
    // The same work on both paths: one argon2 hash each, so the timing does not tell either.
    expect(hashed).toEqual(['Passw0rd!', 'Passw0rd!']);
    expect((await t.deps.store.findAccountByEmail('ana@nard.example'))!.fullName).toBe('Ana Tan');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ana@nard.example', 'Your Nard Foundation account'],
      ['ana@nard.example', 'Someone tried to sign up with your e-mail address'],
    ]);
    const notice = t.mails[1]!.text;
    expect(notice).toContain(`${t.deps.config.publicUrl}/log-in`);
    expect(notice).toContain(`${t.deps.config.publicUrl}/forgot-password`);
    expect(notice).not.toMatch(/URGENT|evil|Ana|Tan|Barista/);
  });
});

describe('POST /signup with Idempotency-Key', () => {
  const key = {'Idempotency-Key': 'f0a3c9b2-5d1e-4c6b-9a7f-2e8d1b4c6a90'};

  it('replays the first answer for a retry and creates one account only', async () => {
    const first = await t.call('POST', '/signup', signupBody(), key);
    const retry = await t.call('POST', '/signup', signupBody(), key);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    // One account, so one welcome mail and no "someone tried" notice.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.mails.map((mail) => mail.subject)).toEqual(['Your Nard Foundation account']);
  });

  it('gives concurrent retries the same 201 and creates one account', async () => {
    const answers = await Promise.all(
      Array.from({length: 5}, () => t.call('POST', '/signup', signupBody(), key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
  });

  it('answers 422 when the key comes back with a different body', async () => {
    await t.call('POST', '/signup', signupBody(), key);
    const other = await t.call('POST', '/signup', signupBody({email: 'ben@nard.example'}), key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was already used for a different request.');
    expect(await t.deps.store.findAccountByEmail('ben@nard.example')).toBeNull();
  });

  it('forgets a key after 24 hours', async () => {
    await t.call('POST', '/signup', signupBody(), key);
    t.clock.now += 24 * 3_600_000 + 1;
    const later = await t.call('POST', '/signup', signupBody(), key);
    expect(later.status).toBe(201);
    expect(later.headers.get('Idempotent-Replayed')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(t.mails.at(-1)!.subject).toBe('Someone tried to sign up with your e-mail address');
  });

  it.each([['x'.repeat(256)], ['has space'], ['tab\there']])(
    'refuses the malformed key %j',
    async (value) => {
      const answer = await t.call('POST', '/signup', signupBody(), {'Idempotency-Key': value});
      expect(answer.status).toBe(400);
      expect(await t.deps.store.findAccountByEmail('ana@nard.example')).toBeNull();
    },
  );
});
