// GET /api/health through the app on a real PostgreSQL database (issue 54 #9): it writes its probe at most
// once a second, and when the database reads but takes no writes (here its role loses the right to write, which
// binds its open connections at once) it answers 503 with a short reason, as every write then fails with 500.
import postgres from 'postgres';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {sharedPostgres, uniqueDatabaseName} from '../../tests/support/shared-postgres.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';
import {WRITE_PROBE_EVERY_MS} from './health-routes.ts';

let clock = Date.UTC(2030, 0, 10, 2);
let url: string;
let role: string;
let admin: postgres.Sql;
let reader: postgres.Sql;
let server: TestApp;
beforeAll(async () => {
  const {pg, template} = await sharedPostgres();
  const name = uniqueDatabaseName('health');
  await pg.createDatabase(name, template);
  // The app signs in as its own role, as in production: not a superuser, so privileges bind it.
  role = `${name}_app`;
  admin = postgres(pg.urlOf(name), {max: 1, onnotice: () => {}});
  await admin.unsafe(`CREATE ROLE "${role}" LOGIN`);
  await admin.unsafe(`GRANT ALL ON SCHEMA public TO "${role}"`);
  await admin.unsafe(`GRANT ALL ON ALL TABLES IN SCHEMA public TO "${role}"`);
  await admin.unsafe(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO "${role}"`);
  url = `postgres://${role}@127.0.0.1:${pg.port}/${name}`;
  reader = postgres(pg.urlOf(name), {max: 1, onnotice: () => {}});
  server = await startTestApp({
    env: {DATABASE_URL: url, AUTH_SECRET: 'health-secret-of-at-least-32-chars', DATA_KEY: 'ef'.repeat(32)},
    now: () => clock,
  });
});
afterAll(async () => {
  await server?.close();
  await reader?.end();
  await admin?.unsafe(`DROP OWNED BY "${role}"`);
  await admin?.unsafe(`DROP ROLE IF EXISTS "${role}"`);
  await admin?.end();
});

const health = async () => {
  const response = await server.fetch('/api/health');
  return {status: response.status, body: await response.json()};
};
const probedAt = async () =>
  Number((await reader`SELECT probed_at FROM health_probe WHERE id = 1`)[0]?.probed_at);
const writeContact = () =>
  server.fetch('/api/contact', {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({name: 'Siti', email: 'siti@example.com', message: 'Written to a full disk.'}),
  });

describe('GET /api/health', () => {
  it('writes its probe at most once a second', async () => {
    expect(await health()).toEqual({status: 200, body: {success: true, statusCode: 200, ok: true}});
    expect(await probedAt()).toBe(clock);
    const firstProbe = clock;
    clock += WRITE_PROBE_EVERY_MS / 2;
    expect((await health()).status).toBe(200);
    expect(await probedAt()).toBe(firstProbe);
    clock += WRITE_PROBE_EVERY_MS / 2;
    expect((await health()).status).toBe(200);
    expect(await probedAt()).toBe(clock);
  });

  it('answers 503 with a short reason when the database reads but takes no writes', async () => {
    // The database itself now refuses every write of the app, and still answers its reads.
    await admin.unsafe(`REVOKE INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public FROM "${role}"`);
    try {
      expect((await writeContact()).status).toBe(500);
      expect((await server.fetch('/api/announcements')).status).toBe(200);
      clock += WRITE_PROBE_EVERY_MS;
      expect(await health()).toEqual({
        status: 503,
        body: {success: false, statusCode: 503, message: 'The database is not taking writes.'},
      });
    } finally {
      await admin.unsafe(`GRANT ALL ON ALL TABLES IN SCHEMA public TO "${role}"`);
    }
    // Writes are taken again: ready again, from the next probe on.
    clock += WRITE_PROBE_EVERY_MS;
    expect((await health()).status).toBe(200);
    expect((await writeContact()).status).toBe(201);
  });
});
