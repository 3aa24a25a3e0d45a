import {Hono} from 'hono';
import {describe, expect, it} from 'vitest';
import type {AppDeps} from '../app-deps.ts';
import {openSqliteStore} from '../open-store.ts';
import {NOT_A_PARTNER_MESSAGE, PARTNER_WRITE_MESSAGE, partnerCors} from './partner-cors.ts';

const SITE = 'https://nard.example';
const PARTNER = 'https://farm-partner.example';
const config = {
  publicUrl: SITE,
  publicUrlFromEnv: true,
  partnerOrigins: [PARTNER],
} as unknown as AppDeps['config'];
// The partner list lives in the database: a real (in-memory) one, seeded as main.ts seeds it.
const {store} = openSqliteStore(':memory:');
await store.seedPartnerOrigins([PARTNER], 0);
const app = new Hono().use(partnerCors({config, store})).all('*', (c) => c.json({done: true}));

const SIGNUP = '/api/auth/signup';
const call = (method: string, headers: Record<string, string>, path = SIGNUP) =>
  app.request(path, {method, headers});

// Issue 19 #12: a partner's page may send the application and nothing else.
describe('partnerCors: which origin may write where', () => {
  const routes: [string, string][] = [
    ['POST', SIGNUP],
    ['POST', '/api/events/1/signup'],
    ['DELETE', '/api/events/1/signup'],
    ['PATCH', '/api/auth/me'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/contact'],
    ['POST', '/api/staff/announcements'],
    ['PUT', '/api/staff/accounts/u1/role'],
  ];
  const origins: [string, string][] = [
    ['the site', SITE],
    ['a partner', PARTNER],
    ['a stranger', 'https://evil.example'],
  ];
  const cases = routes.flatMap(([method, path]) =>
    origins.map(([who, origin]) => {
      const mayWrite = who === 'the site' || (who === 'a partner' && path === SIGNUP && method === 'POST');
      const message = who === 'a stranger' ? NOT_A_PARTNER_MESSAGE : PARTNER_WRITE_MESSAGE;
      return {method, path, who, origin, status: mayWrite ? 200 : 403, message};
    }),
  );
  it.each(cases)('$method $path from $who -> $status', async ({method, path, origin, status, message}) => {
    const response = await call(method, {Origin: origin}, path);
    expect(response.status).toBe(status);
    if (status === 403) expect((await response.json()).message).toBe(message);
  });

  it.each(cases)(
    'the preflight of $method $path from $who grants it only where it may be sent',
    async ({method, path, who, origin}) => {
      const response = await call('OPTIONS', {Origin: origin, 'Access-Control-Request-Method': method}, path);
      expect(response.status).toBe(204);
      // The application's preflight passes for anyone, so an unlisted page can read why its write is refused.
      const granted = who === 'the site' || path === SIGNUP;
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(granted ? origin : null);
    },
  );
});

describe('partnerCors', () => {
  it.each([
    {who: 'the site', origin: SITE, status: 200},
    {who: 'a partner', origin: PARTNER, status: 200},
    {who: 'a stranger', origin: 'https://evil.example', status: 403},
    {who: 'a sandboxed frame', origin: 'null', status: 403},
  ])('a write from $who -> $status', async ({origin, status}) => {
    const response = await call('POST', {Origin: origin});
    expect(response.status).toBe(status);
    if (status === 403) expect((await response.json()).message).toBe(NOT_A_PARTNER_MESSAGE);
  });

  it('follows the table at once: a removed partner may no longer write', async () => {
    await store.removePartnerOrigin(PARTNER, {id: 'a', email: 'admin@nard.example'}, 1);
    expect((await call('POST', {Origin: PARTNER})).status).toBe(403);
    await store.addPartnerOrigin(PARTNER, {id: 'a', email: 'admin@nard.example'}, 2);
    expect((await call('POST', {Origin: PARTNER})).status).toBe(200);
  });

  it('lets a request without Origin through (curl, servers)', async () => {
    expect((await call('POST', {})).status).toBe(200);
  });

  it('lets anyone read, with a wildcard origin', async () => {
    const response = await call('GET', {Origin: 'https://anyone.example'}, '/api/announcements');
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('answers a write preflight with that origin, so a stranger can read the 403 that follows', async () => {
    const response = await call('OPTIONS', {
      Origin: 'https://evil.example',
      'Access-Control-Request-Method': 'POST',
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://evil.example');
    expect(response.headers.get('Access-Control-Allow-Headers')).toMatch(/Idempotency-Key/);
  });
});
