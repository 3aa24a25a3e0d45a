// The one text rule on every write route (issue 10, finding 4; issue 19, finding 8): control characters,
// lone surrogates, invisible format characters and line breaks in one-line fields are refused with the
// same message, by the whole app (in-process).
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {FIELD_MESSAGES} from '../../core/messages/index.ts';
import {signupBody} from '../accounts/routes/auth-test-app.test-support.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';

const SIGNUP = signupBody() as Record<string, string>;

type Route = {method: string; path: string; body: Record<string, string>; multiLine?: string[]};

// Every write route and a valid body for it; each field in turn gets a hostile value.
const ROUTES: Route[] = [
  {method: 'POST', path: '/api/auth/signup', body: SIGNUP},
  {method: 'POST', path: '/api/auth/login', body: {email: 'ana@nard.example', password: 'Passw0rd!'}},
  {method: 'POST', path: '/api/auth/send-otp', body: {email: 'ana@nard.example'}},
  {method: 'POST', path: '/api/auth/verify-otp', body: {email: 'ana@nard.example', otp: '1234'}},
  {
    method: 'PUT',
    path: '/api/auth/update-password',
    body: {
      email: 'ana@nard.example',
      newPassword: 'Passw0rd!2',
      confirmPassword: 'Passw0rd!2',
      resetToken: 'A'.repeat(43),
    },
  },
  {method: 'PATCH', path: '/api/auth/me', body: {fullName: 'Ana Lim', phoneNumber: '+659', address: 'Home'}},
  {method: 'POST', path: '/api/auth/refresh-token', body: {refreshToken: 'A'.repeat(43)}},
  {method: 'POST', path: '/api/auth/logout', body: {refreshToken: 'A'.repeat(43)}},
  {
    method: 'POST',
    path: '/api/contact',
    body: {name: 'Mei', email: 'mei@nard.example', subject: 'Hello', message: 'Hi'},
    multiLine: ['message'],
  },
];

const HOSTILE = {
  NUL: '\u0000',
  'a C1 control': '\u0085',
  DEL: '\u007f',
  'a lone surrogate': '\uD800',
  'a line break': '\n',
  'a line separator': '\u2028',
  'a right-to-left override': '\u202E',
  'a tag character': '\u{E0041}',
};

let server: TestApp;
let auth: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '1000'}});
  await send('POST', '/api/auth/signup', SIGNUP);
  const login = await send('POST', '/api/auth/login', {email: SIGNUP.email, password: SIGNUP.password});
  auth = {Authorization: `Bearer ${(login.body as {token: string}).token}`};
});
afterAll(async () => {
  await server?.close();
});

async function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await server.fetch(path, {
    method,
    headers: {'Content-Type': 'application/json', ...headers},
    body: JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
}

const cases = ROUTES.flatMap((route) =>
  Object.keys(route.body).flatMap((field) =>
    Object.entries(HOSTILE).map(([what, character]) => ({route, field, what, character})),
  ),
);

describe('the text rule on every write route', () => {
  it.each(cases)(
    '$route.method $route.path refuses $what in $field',
    async ({route, field, what, character}) => {
      const allowed = route.multiLine?.includes(field) && what === 'a line break';
      const body = {...route.body, [field]: `A${character}b`};
      const answer = await send(route.method, route.path, body, auth);
      if (allowed) {
        expect(answer.status).toBeLessThan(300);
        return;
      }
      expect(answer.status).toBe(400);
      expect((answer.body.errors as Record<string, string>)[field]).toBe(FIELD_MESSAGES.textCharacters);
    },
  );

  it('keeps line breaks and tabs in the contact message, emoji and ZWJ/ZWNJ everywhere', async () => {
    const answer = await send('POST', '/api/contact', {
      name: 'Mei 🌱 க்\u200Dஷ க்\u200Cஷ 👩\u200D🌾',
      email: 'mei@nard.example',
      message: 'Line one\r\nLine two\tand a tab 🌱',
    });
    expect(answer.status).toBe(201);
  });
});
