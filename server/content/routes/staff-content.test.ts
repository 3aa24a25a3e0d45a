// Staff content areas through the whole app (in-process): events (cancel leaves the public table), ledgers with the CSV
// import's row report, project goals, and audit PDFs kept in the database. Public answers follow at once.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {call, signUpAndLogIn, type TestAccount} from '../../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let server: TestApp;
let staff: TestAccount;

beforeAll(async () => {
  server = await startTestApp({env: {RATE_LIMIT_FACTOR: '100'}});
  staff = await signUpAndLogIn(server, 'staff@content.example');
  await server.grantRole(staff, 'staff');
});
afterAll(async () => {
  await server?.close();
});

type Json = Record<string, unknown>;
const json = async (response: Response) => (await response.json()) as Json;
const send = (method: string, path: string, body?: unknown) => call(server, method, path, staff.token, body);
const publicJson = async (path: string) => json(await server.fetch(path));

describe('events', () => {
  const event = {
    type: 'work',
    date: '2099-03-04',
    description: 'Coffee roasting',
    venue: 'Workshop',
    time: '10:00 am - 1:00 pm',
    task: 'Roast a batch',
    capacity: 3,
    openToBoth: true,
  };

  it('an event open to both shows in both public tables until it is cancelled', async () => {
    const created = await json(await send('POST', '/api/staff/events', event));
    const id = (created.event as {id: string}).id;
    expect(created.event).toMatchObject({
      ...event,
      // Stored as a real 24-hour range (issue 20), whichever way staff typed it.
      time: '10:00-13:00',
      id,
      cancelled: false,
      peopleToTell: 0,
      needed: [],
      signedUp: [],
      ojtHours: 0,
    });
    for (const type of ['volunteer', 'work']) {
      const listed = (await publicJson(`/api/events?type=${type}`)).events as {id: string}[];
      expect(listed.map((e) => e.id)).toContain(id);
    }
    const cancelled = await send('DELETE', `/api/staff/events/${id}`);
    expect((await json(cancelled)).message).toBe('The event is cancelled. Nobody was signed up.');
    const after = (await publicJson('/api/events?type=work')).events as {id: string}[];
    expect(after.map((e) => e.id)).not.toContain(id);
    const staffList = (await json(await send('GET', '/api/staff/events'))).events as {
      id: string;
      cancelled: boolean;
    }[];
    expect(staffList.find((e) => e.id === id)).toMatchObject({cancelled: true});
  });

  it('past events leave the public table but staff still see them', async () => {
    const past = await json(await send('POST', '/api/staff/events', {...event, date: '2020-01-01'}));
    const id = (past.event as {id: string}).id;
    expect(
      ((await publicJson('/api/events?type=work')).events as {id: string}[]).map((e) => e.id),
    ).not.toContain(id);
    const staffList = (await json(await send('GET', '/api/staff/events'))).events as {id: string}[];
    expect(staffList.map((e) => e.id)).toContain(id);
  });

  it('refuses a capacity of 0 and an unknown type with field errors', async () => {
    const response = await send('POST', '/api/staff/events', {...event, capacity: 0, type: 'party'});
    expect(response.status).toBe(400);
    expect((await json(response)).errors).toEqual({
      type: 'Type must be one of volunteer, work.',
      capacity: 'Capacity must be a whole number from 1 to 500, got "0".',
    });
  });

  it.each(['9am-12', '12:00-09:00', 'morning'])(
    'refuses the time %j, which is not a clear start and end (issue 20)',
    async (time) => {
      const response = await send('POST', '/api/staff/events', {...event, time});
      expect(response.status).toBe(400);
      expect((await json(response)).errors).toEqual({
        time: `Time must be a start and an end time with the end later, like 09:00-12:00 or 9:00 am - 12:00 pm, got "${time}".`,
      });
    },
  );
});

describe('contributions and the CSV import', () => {
  it('a contribution is saved in cents and shows on the public ledger', async () => {
    const response = await send('POST', '/api/staff/contributors', {
      name: 'Lim Family',
      date: '2026-11-01',
      amount: '1,250.50',
      project: 'Nard Urban Farming',
    });
    expect(response.status).toBe(201);
    const created = (await json(response)).contributor as {_id: string};
    const rows = (await publicJson('/api/contributors')).contributors as Json[];
    expect(rows.find((row) => row._id === created._id)).toMatchObject({
      name: 'Lim Family',
      amount: 1250.5,
      anchorProjectId: {_id: 'urban-farming'},
    });
  });

  it('reports every row before saving, saves nothing when one row is bad, and all rows when clean', async () => {
    const before = ((await publicJson('/api/expenditures')).expenditures as unknown[]).length;
    const bad =
      'item,date,amount,detail,project\nSeeds,2026-10-01,12,Kale,carting\nTools,2026-13-01,x,,moon\n';
    const refused = await send('POST', '/api/staff/expenditures/import', {csv: bad});
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({
      message: 'Nothing was saved: 1 of 2 rows have problems.',
      rows: [
        {row: 1, ok: true, problems: []},
        {
          row: 2,
          ok: false,
          problems: [
            'Row 2: date is not a real date: "2026-13-01".',
            'Row 2: amount must be an amount in dollars like 1250.50, got "x".',
            'Row 2: detail is required.',
            'Row 2: project must be one of the projects, by name or id: Nard Urban Farming (urban-farming), Nard Coffee Roastery (coffee-roastery), Carting (carting), Education (education).',
          ],
        },
      ],
    });
    const good =
      'item,date,amount,detail,project\nSeeds,2026-10-01,12,Kale,carting\nTools,2026-10-02,40,Spade,education\n';
    const dry = await send('POST', '/api/staff/expenditures/import?dryRun=true', {csv: good});
    expect(await json(dry)).toMatchObject({
      dryRun: true,
      written: 0,
      message: 'All 2 rows are ready to save.',
    });
    expect(((await publicJson('/api/expenditures')).expenditures as unknown[]).length).toBe(before);

    const saved = await send('POST', '/api/staff/expenditures/import', {csv: good});
    expect(saved.status).toBe(201);
    expect(await json(saved)).toMatchObject({written: 2});
    expect(((await publicJson('/api/expenditures')).expenditures as unknown[]).length).toBe(before + 2);
    const activity = (await json(await send('GET', '/api/staff/activity?pageSize=2'))).items as Json[];
    expect(activity.map((row) => [row.action, row.targetType])).toEqual([
      ['create', 'expenditure'],
      ['create', 'expenditure'],
    ]);
  });

  it('reads day-first dates and project names, and warns of rows already in the ledger (issue 20)', async () => {
    const csv =
      'item,date,amount,detail,project\n' +
      'Gloves,15/11/2026,8.5,Garden gloves,Nard Urban Farming\n' +
      'Rope,16 Nov 2026,3,Tie-downs,carting\n';
    const first = await json(await send('POST', '/api/staff/expenditures/import?dryRun=true', {csv}));
    expect(first.message).toBe('All 2 rows are ready to save.');
    expect(await send('POST', '/api/staff/expenditures/import', {csv})).toHaveProperty('status', 201);
    const listed = (await publicJson('/api/expenditures')).expenditures as {item: string; date: string}[];
    expect(listed.find((row) => row.item === 'Gloves')?.date).toBe('2026-11-15');
    // The same statement again: each row is flagged before anything is saved twice.
    const again = await json(await send('POST', '/api/staff/expenditures/import?dryRun=true', {csv}));
    expect(again.message).toBe(
      'All 2 rows are ready to save. 2 rows are already in the ledger (same date, name and amount).',
    );
    expect((again.rows as {alreadySaved: boolean}[]).map((row) => row.alreadySaved)).toEqual([true, true]);
  });

  it('undoes an import as a whole, once, logged (issue 20)', async () => {
    const csv =
      'item,date,amount,detail,project\nTwine,2026-11-20,2,Tie,carting\nPegs,2026-11-20,4,Tents,carting\n';
    const count = async () => ((await publicJson('/api/expenditures')).expenditures as unknown[]).length;
    const before = await count();
    const saved = await json(await send('POST', '/api/staff/expenditures/import', {csv}));
    expect(await count()).toBe(before + 2);
    const undo = () => send('DELETE', `/api/staff/expenditures/import/${saved.batch as string}`);
    const first = await undo();
    expect(await json(first)).toMatchObject({
      message: 'Undone: the 2 rows of that import are removed.',
      removed: 2,
    });
    expect(await count()).toBe(before);
    expect((await undo()).status).toBe(404);
    const [logged] = (await json(await send('GET', '/api/staff/activity?pageSize=1'))).items as Json[];
    expect(logged).toMatchObject({action: 'undo-import', targetType: 'expenditure', before: {rows: 2}});
  });
});

describe('project goals', () => {
  it('sets and clears a goal; GET /api/projects follows, the change is logged', async () => {
    const set = await send('PUT', '/api/staff/projects/carting', {goal: '12,000'});
    expect(await json(set)).toMatchObject({project: {id: 'carting', goal: 12000}});
    let projects = (await publicJson('/api/projects')).projects as {id: string; goal: number | null}[];
    expect(projects.find((p) => p.id === 'carting')?.goal).toBe(12000);
    expect((await send('PUT', '/api/staff/projects/carting', {goal: -5})).status).toBe(400);
    expect((await send('PUT', '/api/staff/projects/moon', {goal: 5})).status).toBe(404);
    await send('PUT', '/api/staff/projects/carting', {goal: null});
    projects = (await publicJson('/api/projects')).projects as {id: string; goal: number | null}[];
    expect(projects.find((p) => p.id === 'carting')?.goal).toBeNull();
    const [last] = (await json(await send('GET', '/api/staff/activity?pageSize=1'))).items as Json[];
    expect(last).toMatchObject({targetType: 'project', before: {goal: 12000}, after: {goal: null}});
  });
});

describe('audit reports', () => {
  const pdf = (words: string) => `%PDF-1.4\n% ${words}\n${'x'.repeat(80)}\ntrailer <<>>\n%%EOF\n`;
  const upload = (year: string, body: BlobPart, name = 'report.pdf') => {
    const form = new FormData();
    form.set('year', year);
    form.set('file', new Blob([body]), name);
    return send('POST', '/api/staff/audit-reports', form);
  };

  it('publishes a PDF kept in the database, replaces it, then removes it', async () => {
    const created = await upload('2026', pdf('first'));
    expect(created.status).toBe(201);
    const reports = (await publicJson('/api/audit-reports')).auditReports as {year: number; url: string}[];
    expect(reports).toContainEqual({year: 2026, url: '/audit/uploaded-2026.pdf'});
    const served = await server.fetch('/audit/uploaded-2026.pdf');
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(await served.text()).toContain('first');

    expect((await upload('2026', pdf('second'))).status).toBe(200);
    expect(await (await server.fetch('/audit/uploaded-2026.pdf')).text()).toContain('second');

    expect((await send('DELETE', '/api/staff/audit-reports/2026')).status).toBe(200);
    expect((await server.fetch('/audit/uploaded-2026.pdf')).status).toBe(404);
    const after = (await publicJson('/api/audit-reports')).auditReports as {year: number}[];
    expect(after.map((r) => r.year)).not.toContain(2026);
  });

  it('refuses a file that is not a PDF by its bytes, one over 20 MB, and a bad year', async () => {
    const fake = await upload('2027', 'MZ this is an exe renamed to .pdf'.padEnd(200, '.'), 'report.pdf');
    expect(fake.status).toBe(400);
    expect((await json(fake)).errors).toEqual({
      file: 'The file is not a PDF. Choose the report saved as PDF.',
    });
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.4'));
    const tooBig = await upload('2027', big);
    expect(tooBig.status).toBe(400);
    expect((await json(tooBig)).errors).toEqual({file: 'The file is larger than 20 MB.'});
    const badYear = await upload('1999', pdf('old'));
    expect((await json(badYear)).errors).toEqual({year: 'Year must be a whole number from 2000 to 2100.'});
  });
});
