// Hostile and malformed requests against the whole app (in-process, each request as the wire carries it):
// always a clear 4xx, never a 500.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {signUpAndLogIn} from '../../tests/support/staff-accounts.ts';
import {signupBody} from '../accounts/routes/auth-test-app.test-support.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';

const PARTNER = 'https://farm-partner.example';
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({
    env: {PARTNER_ORIGINS: `${PARTNER}, https://school.example`, RATE_LIMIT_FACTOR: '100'},
  });
});
afterAll(async () => {
  await server?.close();
});

const NOT_A_PARTNER = {
  success: false,
  statusCode: 403,
  message: 'This site is not yet a registered partner of The Nard Foundation.',
};
const contact = JSON.stringify({name: 'Ana', email: 'ana@example.com', message: 'Hello'});

function post(body: BodyInit, headers: Record<string, string> = {'Content-Type': 'application/json'}) {
  return server.fetch('/api/contact', {method: 'POST', headers, body});
}

describe('NUL in the address', () => {
  it.each([
    ['GET', '/api/staff/applicants?search=%00'],
    ['GET', '/api/staff/accounts?search=a%00b'],
    ['GET', '/api/contributors?search=%00'],
    ['GET', '/api/events?%00=1'],
    ['PATCH', '/api/staff/applicants/1%00'],
    ['PATCH', '/api/staff/accounts/%00'],
    ['PUT', '/api/staff/projects/x%00'],
    ['POST', '/api/events/1%00/signup'],
  ])('%s %s -> 400', async (method, path) => {
    const response = await server.fetch(path, {
      method,
      headers: {'Content-Type': 'application/json'},
      ...(method === 'GET' ? {} : {body: '{}'}),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      statusCode: 400,
      message: expect.stringContaining('NUL character'),
    });
  });

  it('leaves an encoded percent sign alone (%2500 is the text %00, not a NUL)', async () => {
    expect((await server.fetch('/api/contributors?search=%2500')).status).toBe(200);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['{"name": "Ana",', 400, 'Malformed JSON body'],
    ['', 400, 'Malformed JSON body'],
    ['[1, 2]', 400, 'The request body must be a JSON object.'],
    ['null', 400, 'The request body must be a JSON object.'],
    ['"text"', 400, 'The request body must be a JSON object.'],
    [
      '{"__proto__": {"admin": true}, "name": "A", "email": "a@b.co", "message": "m"}',
      400,
      'The request has fields this form does not accept.',
    ],
  ])('%s -> %i', async (body, status, message) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({success: false, statusCode: status, message});
  });

  it('refuses a body over 16 kB with 413', async () => {
    const response = await post(JSON.stringify({name: 'A', email: 'a@b.co', message: 'x'.repeat(20_000)}));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      success: false,
      statusCode: 413,
      message: expect.stringContaining('16 kB'),
    });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'refuses Content-Type %s with 415',
    async (type) => {
      const response = await post(contact, {'Content-Type': type});
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({success: false, statusCode: 415});
    },
  );
});

describe('CORS', () => {
  it('lets any origin read public GETs', async () => {
    const response = await server.fetch('/api/announcements', {
      headers: {Origin: 'https://anyone.example'},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('vary')).toContain('Origin');
  });

  it('refuses a write from an unlisted origin with the partner message, readable by its page', async () => {
    const preflight = await server.fetch('/api/contact', {
      method: 'OPTIONS',
      headers: {Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST'},
    });
    expect(preflight.status).toBe(204);
    const write = await post(contact, {'Content-Type': 'application/json', Origin: 'https://evil.example'});
    expect(write.status).toBe(403);
    expect(write.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    expect(await write.json()).toEqual(NOT_A_PARTNER);
    const nullOrigin = await post(contact, {'Content-Type': 'application/json', Origin: 'null'});
    expect(nullOrigin.status).toBe(403);
  });

  it('lets PARTNER_ORIGINS send the application and nothing else; the site writes anywhere', async () => {
    const preflight = await server.fetch('/api/auth/signup', {
      method: 'OPTIONS',
      headers: {
        Origin: PARTNER,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');
    const application = await server.fetch('/api/auth/signup', {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Origin: PARTNER},
      body: JSON.stringify(signupBody({email: 'partner-applicant@nard.example'})),
    });
    expect(application.status).toBe(201);
    expect(application.headers.get('access-control-allow-origin')).toBe(PARTNER);
    // Any other write from a partner's page is refused (issue 19 #12), here the contact form.
    const other = await post(contact, {'Content-Type': 'application/json', Origin: PARTNER});
    expect(other.status).toBe(403);
    const own = await post(contact, {'Content-Type': 'application/json', Origin: server.url});
    expect(own.status).toBe(201);
  });
});

describe('CORS on the private areas (issue 54 #10)', () => {
  it("grants a partner's page nothing with a staff member's token; the widgets' endpoints keep their grant", async () => {
    const staff = await signUpAndLogIn(server, 'cors-staff@nard.example');
    await server.grantRole(staff, 'staff');
    const read = (path: string, origin: string) =>
      server.fetch(path, {headers: {Origin: origin, Authorization: `Bearer ${staff.token}`}});
    const privateReads = ['/api/staff/applicants', '/api/me/sessions', '/api/auth/me'];
    for (const path of privateReads) {
      const preflight = await server.fetch(path, {
        method: 'OPTIONS',
        headers: {
          Origin: PARTNER,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
      expect(preflight.headers.get('access-control-allow-origin'), `preflight ${path}`).toBeNull();
      const answer = await read(path, PARTNER);
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
      // The site itself still reads them, by its own origin only.
      const own = await read(path, server.url);
      expect(own.status, path).toBe(200);
      expect(own.headers.get('access-control-allow-origin'), path).toBe(server.url);
    }
    const logout = await server.fetch('/api/auth/logout', {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Origin: PARTNER, Authorization: `Bearer ${staff.token}`},
      body: '{}',
    });
    expect(logout.status).toBe(403);
    expect(logout.headers.get('access-control-allow-origin')).toBeNull();

    for (const path of ['/api/announcements', '/api/config', '/api/events?type=volunteer']) {
      expect((await read(path, PARTNER)).headers.get('access-control-allow-origin'), path).toBe('*');
    }
    const application = await server.fetch('/api/auth/signup', {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Origin: PARTNER},
      body: JSON.stringify(signupBody({email: 'cors-applicant@nard.example'})),
    });
    expect(application.status).toBe(201);
    expect(application.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });
});

describe('security headers', () => {
  it('sends the OWASP REST set on the API: a CSP that allows nothing, no framing, no sniffing', async () => {
    for (const path of ['/api/health', '/api/contributors', '/api/no-such-route']) {
      const response = await server.fetch(path);
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('sends a strict policy on the site', async () => {
    for (const path of ['/', '/no-such-page']) {
      const response = await server.fetch(path);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('lets partner pages embed /widgets/* and /audit/*', async () => {
    const response = await server.fetch('/audit/annual-audit-report-2024.pdf');
    expect(response.headers.get('content-security-policy')).not.toContain('frame-ancestors');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});
