// The admin import on a real SQLite file: every row checked, all or nothing, and the CLI's exit codes.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {FIELD_MESSAGES} from '../../core/messages/index.ts';
import {node24} from '../../tests/support/start-server.ts';
import {openSqliteStore} from '../open-store.ts';
import {seedContent} from '../seed/seed-content.ts';
import type {Store} from '../store.ts';
import {importFile} from './import-content.ts';

let dir: string;
let store: Store;
let close: () => void;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'nard-import-'));
  const opened = openSqliteStore(path.join(dir, 'nard.sqlite'));
  store = opened.store;
  await seedContent(store);
  close = opened.close;
});
afterEach(() => {
  close();
  rmSync(dir, {recursive: true, force: true});
});

function file(name: string, text: string): string {
  writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
}

describe('importFile', () => {
  it('appends valid CSV contributors, amounts in cents, projects by id or title', async () => {
    const before = (await store.listContributors()).length;
    const csv = file(
      'c.csv',
      'name,date,amount,project\n"Tan, Ah Kow",2026-10-01,"1,250.50",urban-farming\nLee,2026-10-02,$80,Carting\n',
    );
    expect(await importFile(store, {file: csv, kind: 'contributors', replace: false})).toEqual({
      ok: true,
      written: 2,
    });
    const rows = await store.listContributors();
    expect(rows).toHaveLength(before + 2);
    expect(rows.find((row) => row.name === 'Tan, Ah Kow')).toMatchObject({
      amount: 1250.5,
      anchorProjectId: {_id: 'urban-farming'},
    });
    expect(rows.find((row) => row.name === 'Lee')).toMatchObject({
      amount: 80,
      anchorProjectId: {_id: 'carting', title: 'Carting'},
    });
  });

  it('reports every bad row and writes nothing', async () => {
    const before = await store.listExpenditures();
    const json = file(
      'e.json',
      JSON.stringify([
        {item: 'Seeds', date: '2026-02-30', amount: '12.345', detail: 'x', project: 'urban-farming'},
        {item: '', date: '2026-01-01', amount: 10, detail: 'ok', project: 'moon-base', colour: 'red'},
        {item: 'Valid row', date: '2026-01-02', amount: 5, detail: 'ok', project: 'education'},
      ]),
    );
    const result = await importFile(store, {file: json, kind: 'expenditures', replace: true});
    expect(result).toEqual({
      ok: false,
      problems: [
        'Row 1: date is not a real date: "2026-02-30".',
        'Row 1: amount must be an amount in dollars like 1250.50, got "12.345".',
        'Row 2: unknown column "colour".',
        'Row 2: item is required.',
        'Row 2: project must be one of the projects, by name or id: Nard Urban Farming (urban-farming), Nard Coffee Roastery (coffee-roastery), Carting (carting), Education (education).',
      ],
    });
    expect(await store.listExpenditures()).toEqual(before);
  });

  it('replaces events, reading ";"-separated names, and rejects a malformed CSV', async () => {
    const csv = file(
      'ev.csv',
      'type,date,description,venue,time,task,needed,signedUp,ojtHours,ojtTotal\n' +
        'volunteer,2027-02-06,Seed sowing,Ang Mo Kio farm,9:00 am - 11:00 am,Sow trays,Ana; Ben;Chen,Ana,0,0\n',
    );
    expect(await importFile(store, {file: csv, kind: 'events', replace: true})).toEqual({
      ok: true,
      written: 1,
    });
    expect(await store.listEvents('work', '2026-01-01')).toEqual([]);
    const [staffRow] = await store.listRecords('events');
    expect(staffRow).toMatchObject({
      description: 'Seed sowing',
      needed: ['Ana', 'Ben', 'Chen'],
      signedUp: ['Ana'],
    });
    expect(await store.listEvents('volunteer', '2026-01-01')).toEqual([
      expect.objectContaining({description: 'Seed sowing', signedUpCount: 1}),
    ]);
    const broken = file('b.csv', 'date,title,description\n2027-01-01,"Unclosed,quote\n');
    expect(await importFile(store, {file: broken, kind: 'announcements', replace: false})).toMatchObject({
      ok: false,
    });
  });

  it('refuses control characters and lone surrogates with the same words as the API', async () => {
    const rows = [
      {date: '2027-01-01', title: 'Open\u0085day', description: 'Fine\nover two lines'},
      {date: '2027-01-02', title: 'Open day', description: 'Broken \uD800 half'},
      {date: '2027-01-03', title: 'Open\nday', description: 'Fine'},
    ];
    const bad = file('c.json', JSON.stringify(rows));
    expect(await importFile(store, {file: bad, kind: 'announcements', replace: false})).toEqual({
      ok: false,
      problems: [
        `Row 1: title: ${FIELD_MESSAGES.textCharacters}`,
        `Row 2: description: ${FIELD_MESSAGES.textCharacters}`,
        `Row 3: title: ${FIELD_MESSAGES.textCharacters}`,
      ],
    });
  });

  it('updates an audit report year in place and refuses javascript: links', async () => {
    const good = file('a.json', JSON.stringify([{year: 2025, url: 'https://reports.nard.example/2025.pdf'}]));
    expect(await importFile(store, {file: good, kind: 'audit-reports', replace: false})).toEqual({
      ok: true,
      written: 1,
    });
    expect(await store.listAuditReports()).toEqual([
      {year: 2024, url: '/audit/annual-audit-report-2024.pdf'},
      {year: 2025, url: 'https://reports.nard.example/2025.pdf'},
    ]);
    const bad = file('x.json', JSON.stringify([{year: 2026, url: 'javascript:alert(1)'}]));
    expect(await importFile(store, {file: bad, kind: 'audit-reports', replace: false})).toEqual({
      ok: false,
      problems: ['Row 1: url must be /audit/<name>.pdf or an https:// link.'],
    });
  });
});

describe('npm run admin:import', () => {
  const cli = (args: string[]) =>
    spawnSync(node24(), [path.join(import.meta.dirname, 'import-content.ts'), ...args], {
      env: {...process.env, DATA_DIR: dir},
      encoding: 'utf8',
      timeout: 15_000,
    });

  it('imports announcements and prints how many', () => {
    const csv = file(
      'n.csv',
      'date,title,description\n2027-01-05,Farm open day,"Come and see the farm, 10 am to 1 pm."\n',
    );
    const run = cli([csv, '--kind', 'announcements']);
    expect(run.stderr).not.toContain('problems');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Imported 1 announcements.');
  });

  it('exits 1 with per-row errors, and 2 with usage for a missing kind', () => {
    const csv = file('n.csv', 'date,title,description\nsoon,,text\n');
    const failed = cli([csv, '--kind', 'announcements']);
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      'Row 1: date must be a date like 2026-11-15, 15/11/2026 or 15 Nov 2026, got "soon".',
    );
    expect(failed.stderr).toContain('Row 1: title is required.');
    const usage = cli([csv]);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('contributors: name, date, amount, project');
  });
});
