// "Download my data" through the app (issue 24): the account, the application and where it came from, an
// event sign-up, a message, a gift with its ID masked and the consent it carried, and the sign-in
// settings, as JSON and as a page to read whose every value is escaped; nothing of anyone else.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {currentNotice} from '../../../core/privacy/index.ts';
import {call, signUpAndLogIn, type TestAccount} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';
import type {MyData} from '../my-data.ts';

let server: TestApp;
let staff: TestAccount;
let ana: TestAccount;
beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '100', IPC_REGISTRATION: 'IPC000123'}});
  staff = await signUpAndLogIn(server, 'staff@data.example', {fullName: 'Sam Staff'});
  await server.grantRole(staff, 'staff');
  ana = await signUpAndLogIn(server, 'ana@data.example', {fullName: 'Ana Tan'});
  await server.confirmEmail(ana.email);
  const event = await call(server, 'POST', '/api/staff/events', staff.token, {
    type: 'volunteer',
    date: '2099-06-06',
    description: 'Harvest day',
    venue: 'Nard Urban Farm',
    time: '9:00 am - 12:00 pm',
    task: 'Pick greens',
    capacity: 5,
  });
  const {id} = ((await event.json()) as {event: {id: string}}).event;
  expect((await call(server, 'POST', `/api/events/${id}/signup`, ana.token)).status).toBe(201);
  for (const [email, message] of [
    ['ANA@data.example', 'Can I bring <b>my</b> brother?'],
    ['someone@else.example', 'Not Ana'],
  ]) {
    await call(server, 'POST', '/api/contact', null, {name: 'Ana', email, subject: 'Question', message});
  }
  const pledged = await call(server, 'POST', '/api/gifts', null, {
    amount: 250,
    project: 'urban-farming',
    name: 'Ana Tan',
    showName: false,
    email: 'ana@data.example',
    taxDeduction: {idType: 'NRIC', idNumber: 'S1234567D', fullName: 'Ana Tan', consent: true},
  });
  expect(pledged.status).toBe(201);
});
afterAll(() => server?.close());

describe('GET /api/me/data', () => {
  it('answers everything held about the person as a JSON file, ID numbers masked', async () => {
    const response = await call(server, 'GET', '/api/me/data', ana.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="nard-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const data = (await response.json()) as MyData;
    expect(data.account).toMatchObject({
      fullName: 'Ana Tan',
      email: 'ana@data.example',
      emailConfirmed: true,
      region: 'central',
    });
    expect(data.application).toMatchObject({type: 'volunteer', status: 'new', appliedFrom: 'this site'});
    expect(data.events).toEqual([
      expect.objectContaining({event: 'Harvest day', signUp: 'confirmed', attended: false}),
    ]);
    expect(data.messages.map((message) => message.message)).toEqual(['Can I bring <b>my</b> brother?']);
    expect(data.gifts).toEqual([
      expect.objectContaining({amountCents: 25000, taxIdType: 'NRIC', taxIdMasked: 'S****567D'}),
    ]);
    expect(JSON.stringify(data)).not.toContain('S1234567D');
    // Which words were agreed to, and when: the application's notice, and the gift's tax ID notice.
    expect(data.consents.map((consent) => consent.what)).toEqual([
      'The privacy notice of your application',
      expect.stringMatching(/^The use of your ID number for the tax deduction of gift NARD-/),
    ]);
    expect(data.consents[0]!.wording).toBe(currentNotice('application').text);
    expect(data.consents[1]!.wording).toBe(currentNotice('gift-tax').text);
    expect(data.signIn).toMatchObject({passkeys: [], authenticatorApp: false, recoveryCodesLeft: 0});
    expect(data.signIn.devices).toHaveLength(1);
  });

  it('answers a page to read, every value escaped, that runs and loads nothing', async () => {
    const response = await call(server, 'GET', '/api/me/data?format=html', ana.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('<h1>Your data at The Nard Foundation</h1>');
    expect(page).toContain('Can I bring &#60;b&#62;my&#60;/b&#62; brother?');
    expect(page).not.toContain('<b>my</b>');
    expect(page).toContain('S****567D');
  });

  it('needs a signed-in person, and shows no messages or gifts for an unconfirmed address', async () => {
    expect((await call(server, 'GET', '/api/me/data', null)).status).toBe(401);
    const stranger = await signUpAndLogIn(server, 'ana+copy@data.example');
    const data = (await (await call(server, 'GET', '/api/me/data', stranger.token)).json()) as MyData;
    expect(data.account.emailConfirmed).toBe(false);
    expect(data.messages).toEqual([]);
    expect(data.gifts).toEqual([]);
  });
});

describe('GET and PATCH /api/me/details', () => {
  it('shows and corrects what the person applied with, checked by the application’s rules', async () => {
    const shown = await call(server, 'GET', '/api/me/details', ana.token);
    expect(await shown.json()).toMatchObject({
      details: {age: '26-35', region: 'central', city: 'Bishan', type: 'volunteer'},
    });
    const wrong = await call(server, 'PATCH', '/api/me/details', ana.token, {
      age: '26-35',
      region: 'north',
      city: 'Bishan',
      emergencyContact: '',
      profession: 'Teacher',
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as {errors: Record<string, string>}).errors).toHaveProperty('city');
    const corrected = {
      age: '36-45',
      region: 'north',
      city: 'Woodlands',
      emergencyContact: '98765432',
      profession: 'Cook',
    };
    const saved = await call(server, 'PATCH', '/api/me/details', ana.token, corrected);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({message: 'Your details are saved.', details: corrected});
    const data = (await (await call(server, 'GET', '/api/me/data', ana.token)).json()) as MyData;
    expect(data.account).toMatchObject({
      age: '36-45',
      region: 'north',
      city: 'Woodlands',
      profession: 'Cook',
    });
    expect((await call(server, 'PATCH', '/api/me/details', null, corrected)).status).toBe(401);
  });
});
