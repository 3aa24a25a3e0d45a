// The API's own sentences (core/i18n's api-messages book) in the client's language: fixed refusals found
// by their English on the way out, sentences with a number worded at their route, the token refusals
// clients act on left as SPEC writes them, and SPEC's English for everyone else.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {API_MESSAGES} from '../../../core/messages/index.ts';
import {signUpAndLogIn, type TestAccount} from '../../../tests/support/staff-accounts.ts';
import {waitFor} from '../../http/wait-words.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let server: TestApp;
let ana: TestAccount;
let ben: TestAccount;
let eventId: string;
beforeAll(async () => {
  server = await startTestApp();
  ana = await signUpAndLogIn(server, 'ana@languages.example');
  ben = await signUpAndLogIn(server, 'ben@languages.example', {fullName: 'Ben Lim'});
  await server.confirmEmail(ana.email);
  await server.confirmEmail(ben.email);
  const event = await server.deps.store.createRecord(
    'events',
    {
      type: 'volunteer',
      date: '2099-03-01',
      description: 'Harvest day',
      venue: 'Farm',
      time: '9:00 am - 12:00 pm',
      task: 'Picking',
      needed: [],
      signedUp: [],
      ojtHours: 0,
      ojtTotal: 0,
      capacity: 1,
      openToBoth: false,
    },
    {id: 'staff', email: 'staff@languages.example'},
    Date.now(),
  );
  eventId = event.id;
});
afterAll(() => server?.close());

async function call(
  method: string,
  path: string,
  {token, language, body}: {token?: string; language?: string; body?: unknown} = {},
) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (language) headers['Accept-Language'] = language;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await server.fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    language: response.headers.get('content-language'),
    body: (await response.json()) as {message: string; code?: string},
  };
}

describe('the API’s own sentences in the client’s language', () => {
  it('refuses in Chinese: a withdrawal with no place, a statement without a year', async () => {
    const withdrawal = await call('DELETE', `/events/${eventId}/signup`, {token: ana.token, language: 'zh'});
    expect(withdrawal).toMatchObject({
      status: 404,
      language: 'zh',
      body: {message: '您没有报名参加这个活动。'},
    });
    const statement = await call('GET', '/me/gifts/statement?year=soon', {token: ana.token, language: 'zh'});
    expect(statement.status).toBe(400);
    expect(statement.body.message).toBe('请选择年度结单的年份，例如 ?year=2026。');
  });

  it('words a place on the waiting list and an already-taken place in Chinese', async () => {
    const first = await call('POST', `/events/${eventId}/signup`, {token: ana.token, language: 'zh-SG'});
    expect(first).toMatchObject({status: 201, body: {message: '报名成功！我们已把详情用电子邮件寄给您。'}});
    const waiting = await call('POST', `/events/${eventId}/signup`, {token: ben.token, language: 'zh'});
    expect(waiting).toMatchObject({status: 201, language: 'zh'});
    expect(waiting.body.message).toBe('活动已满。您是候补名单上的第 1 位。');
    const again = await call('POST', `/events/${eventId}/signup`, {token: ana.token, language: 'zh'});
    expect(again).toMatchObject({status: 409, body: {message: '您已经报名参加这个活动了。'}});
    // The same refusal in SPEC's English without a language.
    expect((await call('POST', `/events/${eventId}/signup`, {token: ana.token})).body.message).toBe(
      API_MESSAGES.signupAlready,
    );
  });

  it('asks for the waiting list place in Tamil and Malay too', async () => {
    await call('DELETE', `/events/${eventId}/signup`, {token: ben.token});
    const tamil = await call('POST', `/events/${eventId}/signup`, {token: ben.token, language: 'ta'});
    expect(tamil.body.message).toBe(
      'நிகழ்வில் இடம் நிரம்பிவிட்டது. காத்திருப்புப் பட்டியலில் நீங்கள் 1-ஆம் இடத்தில் இருக்கிறீர்கள்.',
    );
    await call('DELETE', `/events/${eventId}/signup`, {token: ben.token});
    const english = await call('POST', `/events/${eventId}/signup`, {token: ben.token, language: 'en-SG'});
    expect(english.body.message).toBe('The event is full. You are number 1 on the waiting list.');
  });

  it('translates a refusal sent without fail(): the unconfirmed address', async () => {
    const cat = await signUpAndLogIn(server, 'cat@languages.example', {fullName: 'Cat Ong'});
    const refused = await call('POST', `/events/${eventId}/signup`, {token: cat.token, language: 'ms'});
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('email_unconfirmed');
    expect(refused.body.message).toMatch(/^Sila sahkan alamat e-mel anda dahulu/);
  });

  it('says how long to wait in Chinese, as long as Retry-After says', async () => {
    const message = {name: 'Ravi', email: 'ravi@languages.example', message: 'Hello'};
    for (let sent = 0; sent < 5; sent++) {
      expect((await call('POST', '/contact', {body: message, language: 'zh'})).status).toBe(201);
    }
    const response = await server.fetch('/api/contact', {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'Accept-Language': 'zh-CN,zh;q=0.9'},
      body: JSON.stringify(message),
    });
    expect(response.status).toBe(429);
    const {count, unit} = waitFor(Number(response.headers.get('retry-after')));
    const units = {second: '秒', minute: '分钟', hour: '小时'};
    expect(((await response.json()) as {message: string}).message).toBe(
      `尝试次数太多了。请等 ${count} ${units[unit]}再试。`,
    );
  });

  it('leaves the token refusals clients renew their session on as SPEC writes them', async () => {
    const refused = await call('GET', '/auth/me', {token: 'not-a-token', language: 'zh'});
    expect(refused).toMatchObject({status: 401, body: {message: 'Invalid Access Token'}});
  });
});
