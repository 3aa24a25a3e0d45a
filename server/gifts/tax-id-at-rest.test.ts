// Donors' ID numbers at rest (issue 22): after a pledge with an NRIC, its receipt and the IRAS export, the
// plain number is nowhere in the SQLite file (with its write-ahead log) or in a PostgreSQL dump, while the
// masked form is, and the IRAS file still gets the full number back from the sealed box.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {singaporeDate} from '../../core/format/singapore-date.ts';
import {findPostgresBin, startPostgres, type TestPostgres} from '../../tests/support/postgres.ts';
import {call, signUpAndLogIn} from '../../tests/support/staff-accounts.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';

const NRIC = 'S1234567D';
const IPC = {IPC_REGISTRATION: 'IPC000123', RATE_LIMIT_FACTOR: '100'};

let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
});

// Received today: a gift cannot arrive before its pledge.
const today = singaporeDate(Date.now());

/** Pledges with the NRIC, receives it, exports the IRAS file; returns the file's text. */
async function giveAndExport(app: TestApp): Promise<string> {
  const pledged = await call(app, 'POST', '/api/gifts', null, {
    amount: 88,
    project: 'education',
    name: 'Tan Ah Kow',
    showName: false,
    email: 'tan@example.org',
    taxDeduction: {idType: 'NRIC', idNumber: NRIC.toLowerCase(), fullName: 'Tan Ah Kow', consent: true},
  });
  const {reference} = ((await pledged.json()) as {data: {reference: string}}).data;
  const staff = await signUpAndLogIn(app, 'staff@at-rest.example');
  await app.grantRole(staff, 'staff');
  const found = await call(app, 'GET', `/api/staff/gifts?search=${reference}`, staff.token);
  const [gift] = ((await found.json()) as {items: {id: string}[]}).items;
  await call(app, 'PATCH', `/api/staff/gifts/${gift!.id}`, staff.token, {
    status: 'received',
    receivedOn: today,
  });
  return (await call(app, 'GET', `/api/staff/gifts/iras?year=${today.slice(0, 4)}`, staff.token)).text();
}

describe('ID numbers at rest', () => {
  it('are sealed in the SQLite file and its write-ahead log', async () => {
    const app = await startTestApp({env: IPC});
    try {
      expect(await giveAndExport(app)).toContain(NRIC);
      const bytes = Buffer.concat(
        ['nard.sqlite', 'nard.sqlite-wal']
          .map((name) => path.join(app.dataDir, name))
          .filter((file) => existsSync(file))
          .map((file) => readFileSync(file)),
      );
      expect(bytes.includes(NRIC)).toBe(false);
      expect(bytes.includes('S****567D')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('are sealed in a PostgreSQL dump', async () => {
    const url = await pg.createDatabase('at_rest');
    const app = await startTestApp({
      env: {
        ...IPC,
        DATABASE_URL: url,
        AUTH_SECRET: 'at-rest-secret-with-at-least-32-characters',
        DATA_KEY: 'ab'.repeat(32),
      },
    });
    try {
      expect(await giveAndExport(app)).toContain(NRIC);
      const dump = execFileSync(path.join(findPostgresBin(), 'pg_dump'), ['--data-only', url], {
        encoding: 'utf8',
      });
      expect(dump).toContain('S****567D');
      expect(dump).not.toContain(NRIC);
    } finally {
      await app.close();
    }
  });
});
