// Applicants, the inbox and partner origins through the whole app (in-process): server-side filters, statuses, the CSV
// export's formula guard, and a partner origin that works (and stops working) without a restart.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {call, signUpAndLogIn, type TestAccount} from '../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';

let server: TestApp;
let admin: TestAccount;
const PARTNER = 'https://farm-partner.example';

beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '100', PARTNER_ORIGINS: 'https://seeded.example'}});
  admin = await signUpAndLogIn(server, 'admin@people.example', {fullName: 'Zed Admin'});
  await server.grantRole(admin, 'admin');
});
afterAll(async () => {
  await server?.close();
});

type Json = Record<string, unknown>;
const json = async (response: Response) => (await response.json()) as Json;
const send = (method: string, path: string, body?: unknown) => call(server, method, path, admin.token, body);

function signupFrom(origin: string, email: string, fields: Json = {}) {
  return server.fetch('/api/auth/signup', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Origin: origin},
    body: JSON.stringify({
      fullName: 'Widget Person',
      age: '18-25',
      email,
      password: 'Passw0rd!',
      region: 'east',
      city: 'Tampines',
      profession: 'Farmer',
      type: 'work',
      ...fields,
    }),
  });
}

describe('partner origins', () => {
  it('PARTNER_ORIGINS seeds the list; an added origin may send the form at once, a removed one not', async () => {
    const listed = (await json(await send('GET', '/api/staff/partner-origins'))).partnerOrigins as Json[];
    expect(listed.map((row) => row.origin)).toEqual(['https://seeded.example']);

    expect((await signupFrom(PARTNER, 'early@people.example')).status).toBe(403);
    const added = await send('POST', '/api/staff/partner-origins', {origin: `${PARTNER}/volunteer?x=1`});
    expect(added.status).toBe(201);
    expect((await json(added)).partnerOrigin).toMatchObject({origin: PARTNER, addedBy: admin.email});
    expect((await signupFrom(PARTNER, 'widget@people.example')).status).toBe(201);

    const bad = await send('POST', '/api/staff/partner-origins', {origin: 'javascript:alert(1)'});
    expect((await json(bad)).errors).toEqual({
      origin: 'Enter the address of the partner site, like https://partner.example.',
    });
    const removed = await send('DELETE', `/api/staff/partner-origins?origin=${encodeURIComponent(PARTNER)}`);
    expect(removed.status).toBe(200);
    expect((await signupFrom(PARTNER, 'late@people.example')).status).toBe(403);
  });
});

describe('applicants', () => {
  beforeAll(async () => {
    await signUpAndLogIn(server, 'vol-north@people.example', {fullName: 'Amy North'});
    await signupFrom(server.url, 'formula@people.example', {
      fullName: '=HYPERLINK("http://evil")',
      type: 'volunteer',
    });
  });

  it('lists who applied with the partner origin, filtered and sorted on the server, one page at a time', async () => {
    const work = await json(await send('GET', '/api/staff/applicants?type=work'));
    expect(work).toMatchObject({
      total: 1,
      items: [{email: 'widget@people.example', origin: PARTNER, status: 'new'}],
    });
    const east = await json(await send('GET', '/api/staff/applicants?region=east&sort=name&order=asc'));
    expect((east.items as Json[]).map((a) => a.email)).toEqual([
      'formula@people.example',
      'widget@people.example',
    ]);
    const page = await json(await send('GET', '/api/staff/applicants?sort=name&order=asc&pageSize=2&page=2'));
    // Three applicants: the administrator works here and never applied (issue 56).
    expect(page).toMatchObject({total: 3, page: 2, pageSize: 2});
    expect((page.items as Json[]).map((a) => a.fullName)).toEqual(['Widget Person']);
    const bad = await send('GET', '/api/staff/applicants?status=maybe&sort=age');
    expect((await json(bad)).errors).toEqual({
      status: 'Status must be new, contacted, accepted or declined.',
      sort: 'Sort by appliedAt, name, status, region, type.',
    });
  });

  it('sets a status with a note, filters by it, and logs before and after', async () => {
    const [amy] = (await json(await send('GET', '/api/staff/applicants?search=amy'))).items as Json[];
    const response = await send('PATCH', `/api/staff/applicants/${amy!.id}`, {
      status: 'contacted',
      note: 'Called',
    });
    expect(await json(response)).toMatchObject({applicant: {status: 'contacted', note: 'Called'}});
    expect((await send('PATCH', `/api/staff/applicants/${amy!.id}`, {status: 'maybe'})).status).toBe(400);
    const contacted = await json(await send('GET', '/api/staff/applicants?status=contacted'));
    expect(contacted).toMatchObject({total: 1, items: [{email: 'vol-north@people.example'}]});
    const [last] = (await json(await send('GET', '/api/staff/activity?pageSize=1'))).items as Json[];
    expect(last).toMatchObject({
      action: 'review',
      targetType: 'applicant',
      before: {status: 'new', note: ''},
      after: {status: 'contacted', note: 'Called'},
    });
  });

  it('exports the filtered list as CSV that a spreadsheet cannot run as a formula', async () => {
    const response = await send('GET', '/api/staff/applicants?format=csv&type=volunteer&sort=name&order=asc');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Applied","Full name","E-mail","Phone","Emergency contact","Age","Region","City","Profession","Type",' +
        '"Came from","Status","Note"',
    );
    // The header and the two volunteers; the administrator is no applicant (issue 56).
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).not.toContain('admin@people.example');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")","formula@people.example"`);
    expect(lines[2]).toContain('"Amy North","vol-north@people.example"');
    expect(lines[2]).toContain(',"Volunteer","Our site","contacted","Called"');
  });

  it('answers with personal data are no-store: staff lists, the CSV, refusals and the own events', async () => {
    for (const path of ['/api/staff/applicants', '/api/staff/applicants?format=csv', '/api/staff/accounts']) {
      expect((await send('GET', path)).headers.get('cache-control'), path).toBe('no-store');
    }
    const refused = await server.fetch('/api/staff/applicants');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const mine = await call(server, 'GET', '/api/me/events', admin.token);
    expect(mine.headers.get('cache-control')).toBe('no-store');
  });
});

describe('messages', () => {
  it('lists the contact inbox and marks a message handled', async () => {
    await call(server, 'POST', '/api/contact', null, {
      name: 'Mei',
      email: 'mei@x.example',
      message: 'Hi there',
    });
    const inbox = await json(await send('GET', '/api/staff/messages?handled=false'));
    const [message] = inbox.items as Json[];
    expect(message).toMatchObject({name: 'Mei', email: 'mei@x.example', handledAt: null});
    const handled = await send('PATCH', `/api/staff/messages/${message!.id}`, {handled: true});
    expect(await json(handled)).toMatchObject({inboxMessage: {handledBy: admin.email}});
    expect((await json(await send('GET', '/api/staff/messages?handled=false'))).total).toBe(0);
    expect((await json(await send('GET', '/api/staff/messages?handled=true'))).total).toBe(1);
    expect((await send('PATCH', `/api/staff/messages/${message!.id}`, {handled: 'yes'})).status).toBe(400);
  });
});
