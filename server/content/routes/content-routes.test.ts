// Content endpoints of the whole app (in-process, seeded as the server seeds): shapes exactly as
// docs/architecture.md's table.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server?.close();
});

async function getJson(path: string): Promise<{status: number; body: Record<string, unknown>}> {
  const response = await server.fetch(path);
  return {status: response.status, body: (await response.json()) as Record<string, unknown>};
}

const anchor = expect.objectContaining({_id: expect.any(String), title: expect.any(String)});
const isoDate = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);

describe('content endpoints', () => {
  it('lists contributors with their anchor project', async () => {
    const {status, body} = await getJson('/api/contributors');
    expect(status).toBe(200);
    expect(body).toMatchObject({success: true, statusCode: 200});
    const contributors = body.contributors as {amount: number; anchorProjectId: {_id: string}}[];
    expect(contributors.length).toBeGreaterThan(5);
    for (const row of contributors) {
      expect(row).toEqual({
        _id: expect.any(String),
        name: expect.any(String),
        date: isoDate,
        amount: expect.any(Number),
        anchorProjectId: anchor,
      });
      expect(Math.round(row.amount * 100)).toBeCloseTo(row.amount * 100, 6);
    }
    // The seed's Carting and Education have not started: no gifts yet (server/seed/contributions.ts).
    const ids = new Set(contributors.map((row) => row.anchorProjectId._id));
    expect(ids).toEqual(new Set(['urban-farming', 'coffee-roastery']));
  });

  it('lists the anchor projects with their goals in dollars', async () => {
    const {status, body} = await getJson('/api/projects');
    expect(status).toBe(200);
    expect(body.projects).toEqual([
      {id: 'urban-farming', title: 'Nard Urban Farming', goal: 10_000},
      {id: 'coffee-roastery', title: 'Nard Coffee Roastery', goal: 10_000},
      {id: 'carting', title: 'Carting', goal: 8000},
      {id: 'education', title: 'Education', goal: 6000},
    ]);
  });

  it('lists expenditures, and every project spends less than it received', async () => {
    const [{body: given}, {status, body}] = await Promise.all([
      getJson('/api/contributors'),
      getJson('/api/expenditures'),
    ]);
    expect(status).toBe(200);
    const expenditures = body.expenditures as {amount: number; anchorProjectId: {_id: string}}[];
    for (const row of expenditures) {
      expect(row).toEqual({
        _id: expect.any(String),
        item: expect.any(String),
        date: isoDate,
        amount: expect.any(Number),
        detail: expect.any(String),
        anchorProjectId: anchor,
      });
    }
    const total = (rows: {amount: number; anchorProjectId: {_id: string}}[], id: string) =>
      rows
        .filter((row) => row.anchorProjectId._id === id)
        .reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
    const contributors = given.contributors as {amount: number; anchorProjectId: {_id: string}}[];
    for (const id of ['urban-farming', 'coffee-roastery', 'carting', 'education']) {
      expect(total(expenditures, id)).toBeLessThanOrEqual(total(contributors, id));
    }
    expect(total(expenditures, 'carting')).toBe(0);
  });

  it('links audit reports to PDFs the server really serves', async () => {
    const {body} = await getJson('/api/audit-reports');
    expect(body.auditReports).toEqual([
      {year: 2024, url: '/audit/annual-audit-report-2024.pdf'},
      {year: 2025, url: '/audit/annual-audit-report-2025.pdf'},
    ]);
    const pdf = await server.fetch('/audit/annual-audit-report-2025.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 8)
        .toString(),
    ).toBe('%PDF-1.4');
  });

  it('lists five announcements, newest first', async () => {
    const {body} = await getJson('/api/announcements');
    const announcements = body.announcements as {date: string; popup: boolean}[];
    expect(announcements).toHaveLength(5);
    for (const row of announcements) {
      expect(row).toEqual({
        id: expect.any(String),
        date: isoDate,
        title: expect.any(String),
        description: expect.any(String),
        popup: expect.any(Boolean),
      });
    }
    // The seeded store hours are the home page's pop-up (issue 20), and only they.
    expect(announcements.filter((row) => row.popup)).toHaveLength(1);
    const dates = announcements.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['volunteer', 5],
    ['work', 4],
  ])('lists %s events (%i seed rows)', async (type, count) => {
    const {status, body} = await getJson(`/api/events?type=${type}`);
    expect(status).toBe(200);
    const events = body.events as Record<string, unknown>[];
    expect(events).toHaveLength(count);
    for (const event of events) {
      expect(event).toEqual({
        id: expect.any(String),
        type,
        date: isoDate,
        description: expect.any(String),
        venue: expect.any(String),
        time: expect.any(String),
        task: expect.any(String),
        // Counts only, never a name, in the answer everyone gets (issue 19 #16).
        signedUpCount: expect.any(Number),
        ojtHours: expect.any(Number),
        ojtTotal: expect.any(Number),
        capacity: expect.any(Number),
        openToBoth: false,
        placesLeft: expect.any(Number),
        waitingCount: 0,
      });
    }
  });

  it.each(['', '?type=', '?type=party', '?type=VOLUNTEER&x=1', '?type[]=work'])(
    'refuses events%s with 400',
    async (query) => {
      const {status, body} = await getJson(`/api/events${query}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        success: false,
        statusCode: 400,
        errors: {type: 'Type must be volunteer or work'},
      });
    },
  );

  it('serves the public configuration and a health check that queried the database', async () => {
    const {body} = await getJson('/api/config');
    expect(body).toMatchObject({
      success: true,
      statusCode: 200,
      config: {foundationEmail: 'hello@nard.example'},
    });
    expect(await getJson('/api/health')).toEqual({
      status: 200,
      body: {success: true, statusCode: 200, ok: true},
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const {status, body} = await getJson('/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      statusCode: 404,
      message: 'No API endpoint answers GET /api/no-such-thing.',
    });
  });

  it('compresses big answers with brotli, else gzip, and revalidates with ETags', async () => {
    const br = await server.fetch('/api/contributors', {headers: {'Accept-Encoding': 'br'}});
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await br.json()) as {success: boolean}).success).toBe(true);
    const gzip = await server.fetch('/api/contributors', {
      headers: {'Accept-Encoding': 'gzip, br;q=0'},
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const etag = gzip.headers.get('etag')!;
    const again = await server.fetch('/api/contributors', {headers: {'If-None-Match': etag}});
    expect(again.status).toBe(304);
  });
});
