// Announcements and events in other languages through the whole app (decision 032): staff writes check
// the translations with the English rules and need the staff role; the public answers carry them beside
// the unchanged English fields, and the cached answers follow every change of words.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {call, signUpAndLogIn, type TestAccount} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let server: TestApp;
let staff: TestAccount;
let visitor: TestAccount;

beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '100'}});
  staff = await signUpAndLogIn(server, 'staff@words.example');
  await server.grantRole(staff, 'staff');
  visitor = await signUpAndLogIn(server, 'visitor@words.example');
});
afterAll(async () => {
  await server?.close();
});

type Json = Record<string, unknown>;
type Listed = {id: string; title?: string; description: string; translations?: Json};
const json = async (response: Response) => (await response.json()) as Json;
const send = (method: string, path: string, body?: unknown) => call(server, method, path, staff.token, body);

const news = {date: '2099-01-05', title: 'Open day', description: 'Come and see the farm.'};
const zh = {title: '开放日', description: '欢迎来农场参观。'};
const ta = {title: 'திறந்த நாள்', description: 'பண்ணையைப் பார்க்க வாருங்கள்.'};

/** GET /api/announcements: the answer's ETag and the listed record `id`. */
async function publicAnnouncement(id: string, etag?: string) {
  const response = await server.fetch('/api/announcements', etag ? {headers: {'If-None-Match': etag}} : {});
  const body = response.status === 304 ? null : await json(response);
  const record = (body?.announcements as Listed[] | undefined)?.find((item) => item.id === id);
  return {status: response.status, etag: response.headers.get('etag') ?? '', record};
}

describe('announcements in other languages', () => {
  it('only staff may write them', async () => {
    const body = {...news, translations: {zh}};
    expect((await call(server, 'POST', '/api/staff/announcements', null, body)).status).toBe(401);
    expect((await call(server, 'POST', '/api/staff/announcements', visitor.token, body)).status).toBe(403);
  });

  it('refuses translations the English rules refuse, under each field’s path, and writes nothing', async () => {
    const before = ((await json(await send('GET', '/api/staff/announcements'))).announcements as []).length;
    const response = await send('POST', '/api/staff/announcements', {
      ...news,
      translations: {
        zh: {title: '开放日', description: ''},
        ms: {title: 'x'.repeat(161), description: 'Ya'},
        fr: {},
      },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({
      success: false,
      statusCode: 400,
      message: 'Please fix the errors in the form.',
      errors: {
        'translations.fr': 'This field is not accepted',
        'translations.zh.description': 'Description (中文) is required.',
        'translations.ms.title': 'Title (Bahasa Melayu) is longer than 160 characters.',
      },
    });
    const after = ((await json(await send('GET', '/api/staff/announcements'))).announcements as []).length;
    expect(after).toBe(before);
  });

  it('are saved clean, listed with the record beside the English, replaced and removed', async () => {
    const created = await send('POST', '/api/staff/announcements', {
      ...news,
      translations: {zh, ta: {...ta, description: `${ta.description} <script>x</script>`}},
    });
    expect(created.status).toBe(201);
    const {id} = (await json(created)).announcement as Listed;
    const first = await publicAnnouncement(id);
    // The tag is taken out as from the English text (decision 024); its words stay.
    const cleanTa = {...ta, description: `${ta.description} x`};
    expect(first.record).toEqual({id, ...news, popup: false, translations: {zh, ta: cleanTa}});
    expect((await publicAnnouncement(id, first.etag)).status).toBe(304);

    const ms = {title: 'Hari terbuka', description: 'Datanglah.'};
    const edited = await send('PUT', `/api/staff/announcements/${id}`, {...news, translations: {ms}});
    expect(edited.status).toBe(200);
    expect((await json(edited)).announcement).toMatchObject({translations: {ms}});
    // The cached answer follows the change of words at once: the old ETag no longer matches.
    const second = await publicAnnouncement(id, first.etag);
    expect(second.status).toBe(200);
    expect(second.record).toEqual({id, ...news, popup: false, translations: {ms}});

    await send('PUT', `/api/staff/announcements/${id}`, news);
    expect((await publicAnnouncement(id)).record).toEqual({id, ...news, popup: false});
  });
});

describe('events in other languages', () => {
  const event = {
    type: 'volunteer',
    date: '2099-03-04',
    description: 'Harvest morning',
    venue: 'Farm',
    time: '09:00-12:00',
    task: 'Picking kale',
  };
  const words = {description: '收获早晨', task: '摘羽衣甘蓝'};
  const publicEvent = async (id: string) =>
    ((await json(await server.fetch('/api/events?type=volunteer'))).events as Listed[]).find(
      (item) => item.id === id,
    );

  it('checks the description and task with the English limits, and lists them publicly', async () => {
    const refused = await send('POST', '/api/staff/events', {
      ...event,
      translations: {ta: {description: 'அறுவடை', task: 'x'.repeat(301)}},
    });
    expect(refused.status).toBe(400);
    expect((await json(refused)).errors).toEqual({
      'translations.ta.task': 'Task (தமிழ்) is longer than 300 characters.',
    });
    expect((await call(server, 'POST', '/api/staff/events', visitor.token, event)).status).toBe(403);

    const created = await send('POST', '/api/staff/events', {...event, translations: {zh: words}});
    expect(created.status).toBe(201);
    const {id} = (await json(created)).event as Listed;
    expect(await publicEvent(id)).toMatchObject({...event, id, translations: {zh: words}});

    const edited = await send('PUT', `/api/staff/events/${id}`, {...event, translations: {}});
    expect(edited.status).toBe(200);
    const listed = await publicEvent(id);
    expect(listed).toMatchObject({...event, id});
    expect(listed).not.toHaveProperty('translations');
  });
});
