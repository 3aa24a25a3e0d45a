// POST /login, GET and PATCH /me, POST /logout.
import {afterEach, describe, expect, it} from 'vitest';
import {argon2Hasher, getDummyHash, type PasswordHasher} from '../password.ts';
import {type AuthTestApp, createAuthTestApp, signupBody} from './auth-test-app.test-support.ts';

let t: AuthTestApp;
afterEach(() => t.close());

async function signUpAndLogIn(app: AuthTestApp) {
  await app.call('POST', '/signup', signupBody());
  const login = await app.call('POST', '/login', {email: 'ana@nard.example', password: 'Passw0rd!'});
  return {
    login,
    auth: {Authorization: `Bearer ${login.body.token}`},
    refreshToken: login.body.refreshToken as string,
  };
}

describe('POST /login', () => {
  it('answers the user, an access token and a refresh token', async () => {
    t = createAuthTestApp();
    const {login} = await signUpAndLogIn(t);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({success: true, statusCode: 200, message: 'Logged in successfully!'});
    expect(login.body.user).toEqual({
      id: expect.any(String),
      fullName: 'Ana Tan',
      email: 'ana@nard.example',
      role: 'user',
      phoneNumber: '+6591234567',
      address: 'Bedok, East',
      emailConfirmed: false,
      showFirstName: false,
      language: 'en',
    });
    expect(login.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(login.body.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(login.body)).not.toContain('argon2');
  });

  it.each([
    ['a wrong password', {email: 'ana@nard.example', password: 'Wrong0rd!'}],
    ['an unknown e-mail', {email: 'nobody@nard.example', password: 'Passw0rd!'}],
  ])('answers 401 "Invalid email or password" for %s, without errors', async (_name, body) => {
    t = createAuthTestApp();
    await t.call('POST', '/signup', signupBody());
    const answer = await t.call('POST', '/login', body);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({success: false, statusCode: 401, message: 'Invalid email or password'});
  });

  it('runs one argon2 verify against the dummy hash for an unknown e-mail (no timing oracle)', async () => {
    const verified: string[] = [];
    const recording: PasswordHasher = {
      hash: argon2Hasher.hash,
      verify: async (password, phc) => {
        verified.push(phc);
        return argon2Hasher.verify(password, phc);
      },
    };
    t = createAuthTestApp({passwords: recording});
    await t.call('POST', '/signup', signupBody());
    await t.call('POST', '/login', {email: 'nobody@nard.example', password: 'Passw0rd!'});
    expect(verified).toEqual([await getDummyHash()]);
    await t.call('POST', '/login', {email: 'ana@nard.example', password: 'Wrong0rd!'});
    expect(verified).toHaveLength(2);
    expect(verified[1]).not.toBe(verified[0]);
  });

  it('shows the SPEC messages for missing fields', async () => {
    t = createAuthTestApp();
    const answer = await t.call('POST', '/login', {email: '', password: ''});
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      email: 'Email Address is required',
      password: 'Login Password is required',
    });
  });
});

describe('POST /login limits (issue 10, finding 1)', () => {
  const wrong = {email: 'ana@nard.example', password: 'Wrong0rd!'};
  const right = {email: 'ana@nard.example', password: 'Passw0rd!'};
  const from = (address: string) => ({'X-Forwarded-For': address});

  function limitedApp() {
    const delays: number[] = [];
    const app = createAuthTestApp({
      env: {RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1'},
      sleep: async (ms) => void delays.push(ms),
    });
    return {app, delays};
  }

  it('lets the owner log in from a fresh address after ten wrong passwords from others', async () => {
    const {app, delays} = limitedApp();
    t = app;
    await t.call('POST', '/signup', signupBody());
    for (let i = 1; i <= 10; i++) {
      expect((await t.call('POST', '/login', wrong, from(`198.51.100.${i}`))).status).toBe(401);
    }
    const owner = await t.call('POST', '/login', right, from('203.0.113.50'));
    expect(owner.status).toBe(200);
    // The failures only slowed the later tries, doubling after five, and never by more than 8 seconds.
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    // The good login started the count afresh.
    await t.call('POST', '/login', wrong, from('198.51.100.1'));
    expect(delays).toHaveLength(6);
  });

  it('stops one address after ten tries on one account, in words that match Retry-After', async () => {
    const {app} = limitedApp();
    t = app;
    await t.call('POST', '/signup', signupBody());
    for (let i = 0; i < 10; i++) await t.call('POST', '/login', wrong, from('198.51.100.7'));
    const blocked = await t.call('POST', '/login', right, from('198.51.100.7'));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe('900');
    expect(blocked.body.message).toBe('Too many tries. Please wait 15 minutes and try again.');
    t.clock.now += 10 * 60_000;
    const later = await t.call('POST', '/login', right, from('198.51.100.7'));
    expect(later.headers.get('Retry-After')).toBe('300');
    expect(later.body.message).toBe('Too many tries. Please wait 5 minutes and try again.');
    expect((await t.call('POST', '/login', right, from('203.0.113.50'))).status).toBe(200);
  });

  it('checks parallel guesses for one account one at a time, each after a longer wait (issue 19 #5)', async () => {
    // The hasher counts checks under way; the wait records its delay and lets a macrotask pass.
    let checking = 0;
    let mostAtOnce = 0;
    const passwords: PasswordHasher = {
      hash: argon2Hasher.hash,
      async verify(password, hash) {
        mostAtOnce = Math.max(mostAtOnce, ++checking);
        try {
          return await argon2Hasher.verify(password, hash);
        } finally {
          checking--;
        }
      },
    };
    const delays: number[] = [];
    t = createAuthTestApp({
      env: {RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1'},
      passwords,
      sleep: (ms) =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            delays.push(ms);
            resolve();
          }, 1),
        ),
    });
    await t.call('POST', '/signup', signupBody());
    for (let i = 1; i <= 12; i++) await t.call('POST', '/login', wrong, from(`198.51.100.${i}`));
    delays.length = 0;
    const guesses = await Promise.all(
      Array.from({length: 60}, (_, i) => t.call('POST', '/login', wrong, from(`203.0.113.${i + 1}`))),
    );
    const statuses = guesses.map((answer) => answer.status);
    const checked = statuses.filter((status) => status === 401).length;
    // Never two checks for the account at once, and every checked guess waited the longest delay first:
    // one after another, the 60 would take 480 s; the rest were told to wait, in words.
    expect(mostAtOnce).toBe(1);
    expect(checked).toBeGreaterThan(0);
    expect(delays).toHaveLength(checked);
    expect(delays.every((ms) => ms === 8000)).toBe(true);
    const refused = guesses.filter((answer) => answer.status === 429);
    expect(checked + refused.length).toBe(60);
    for (const answer of refused) {
      expect(answer.headers.get('Retry-After')).toBe('8');
      expect(answer.body.message).toBe('Too many tries. Please wait 8 seconds and try again.');
    }
  });

  it('stops one address after 30 logins in 15 minutes, whatever the e-mails', async () => {
    const {app} = limitedApp();
    t = app;
    for (let i = 0; i < 30; i++) {
      const answer = await t.call(
        'POST',
        '/login',
        {...wrong, email: `n${i}@nard.example`},
        from('192.0.2.1'),
      );
      expect(answer.status).toBe(401);
    }
    const blocked = await t.call('POST', '/login', wrong, from('192.0.2.1'));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many tries. Please wait 15 minutes and try again.');
    expect((await t.call('POST', '/login', wrong, from('192.0.2.2'))).status).toBe(401);
  });
});

describe('GET and PATCH /me', () => {
  it('answers the user for a valid access token and saves profile changes', async () => {
    t = createAuthTestApp();
    const {auth, login} = await signUpAndLogIn(t);
    const me = await t.call('GET', '/me', undefined, auth);
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual(login.body.user);
    const saved = await t.call('PATCH', '/me', {fullName: 'Ana Lim', address: '1 Farm Way'}, auth);
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({
      fullName: 'Ana Lim',
      address: '1 Farm Way',
      phoneNumber: '+6591234567',
    });
    expect((await t.call('GET', '/me', undefined, auth)).body.user).toEqual(saved.body.user);
  });

  it('refuses a profile without a name, and fields outside the profile', async () => {
    t = createAuthTestApp();
    const {auth} = await signUpAndLogIn(t);
    expect((await t.call('PATCH', '/me', {fullName: ''}, auth)).body.errors).toEqual({
      fullName: 'Full Name is required',
    });
    const role = await t.call('PATCH', '/me', {fullName: 'Ana', role: 'admin'}, auth);
    expect(role.status).toBe(400);
    expect((await t.call('GET', '/me', undefined, auth)).body.user).toMatchObject({role: 'user'});
  });

  it('answers 401 "Invalid Access Token" without a token, with WWW-Authenticate', async () => {
    t = createAuthTestApp();
    const answer = await t.call('GET', '/me');
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Invalid Access Token');
    expect(answer.headers.get('WWW-Authenticate')).toMatch(/^Bearer error="invalid_token"/);
  });
});

describe('POST /logout', () => {
  it('ends the session of the refresh token: its access token and refresh token stop working', async () => {
    t = createAuthTestApp();
    const {auth, refreshToken} = await signUpAndLogIn(t);
    const other = await t.call('POST', '/login', {email: 'ana@nard.example', password: 'Passw0rd!'});
    const out = await t.call('POST', '/logout', {refreshToken}, auth);
    expect(out.body).toMatchObject({success: true, message: 'You are logged out.'});
    expect((await t.call('GET', '/me', undefined, auth)).body.message).toBe('Invalid Access Token');
    expect((await t.call('POST', '/refresh-token', {refreshToken})).status).toBe(401);
    // Another device's session stays open.
    const otherAuth = {Authorization: `Bearer ${other.body.token}`};
    expect((await t.call('GET', '/me', undefined, otherAuth)).status).toBe(200);
  });

  it('works with the access token alone, even once it has expired', async () => {
    t = createAuthTestApp();
    const {auth, refreshToken} = await signUpAndLogIn(t);
    t.clock.now += 16 * 60_000;
    expect((await t.call('POST', '/logout', undefined, auth)).status).toBe(200);
    expect((await t.call('POST', '/refresh-token', {refreshToken})).status).toBe(401);
  });

  it('answers 200 even with nothing to revoke, and 400 for a malformed body', async () => {
    t = createAuthTestApp();
    expect((await t.call('POST', '/logout', {refreshToken: 'A'.repeat(43)})).status).toBe(200);
    expect((await t.call('POST', '/logout')).status).toBe(200);
    expect((await t.call('POST', '/logout', {refreshToken: 42})).status).toBe(400);
    expect((await t.call('POST', '/logout', '{oops')).status).toBe(400);
  });
});
