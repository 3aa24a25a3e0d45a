// `npm run admin:import -- <file.json|file.csv> --kind <kind> [--replace]`: staff publish content
// without a developer. Every row is checked first; any problem and nothing is written.
import {readFileSync} from 'node:fs';
import {parseArgs} from 'node:util';
import {ANCHOR_PROJECTS} from '../../core/content/index.ts';
import {loadConfig} from '../config.ts';
import {parseTable} from '../content/ledger-import/parse-table.ts';
import {CONTENT_KINDS, columnsOf, validateRows} from '../content/ledger-import/validate-rows.ts';
import type {ContentKind} from '../content/store/content-store.ts';
import {openStore} from '../open-store.ts';
import type {Store} from '../store.ts';
import {runCommand} from './run-command.ts';

// A staff spreadsheet is small; a bigger file is almost certainly the wrong one.
const MAX_FILE_BYTES = 5 * 1024 * 1024;

export type ImportResult = {ok: true; written: number} | {ok: false; problems: string[]};

/** Validates every row of `file` and writes them in one transaction, or writes nothing. */
export async function importFile(
  store: Store,
  {file, kind, replace}: {file: string; kind: ContentKind; replace: boolean},
): Promise<ImportResult> {
  const text = readFileSync(file);
  if (text.byteLength > MAX_FILE_BYTES) return {ok: false, problems: ['The file is larger than 5 MB.']};
  let raw: ReturnType<typeof parseTable>;
  try {
    raw = parseTable(file, text.toString('utf8'));
  } catch (error) {
    return {ok: false, problems: [(error as Error).message]};
  }
  await store.upsertAnchorProjects(ANCHOR_PROJECTS);
  const checked = validateRows(kind, raw, ANCHOR_PROJECTS);
  if (!checked.ok) return checked;
  return {ok: true, written: await store.importContent([checked.content], {replace})};
}

function usage(): string {
  return [
    'Usage: npm run admin:import -- <file.json|file.csv> --kind <kind> [--replace]',
    `Kinds and their columns:`,
    ...CONTENT_KINDS.map((kind) => `  ${kind}: ${columnsOf(kind).join(', ')}`),
    'Events list names separated by ";" in CSV. --replace deletes the existing rows of that kind first.',
    'The database is DATABASE_URL (PostgreSQL) when set, else DATA_DIR/nard.sqlite (DATA_DIR: ./data).',
  ].join('\n');
}

async function main(): Promise<number> {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {kind: {type: 'string'}, replace: {type: 'boolean', default: false}, help: {type: 'boolean'}},
  });
  const kind = values.kind as ContentKind | undefined;
  if (values.help || positionals.length !== 1 || !kind || !CONTENT_KINDS.includes(kind)) {
    console.error(usage());
    return values.help ? 0 : 2;
  }
  const config = loadConfig(process.env);
  const {store, close} = await openStore(config);
  try {
    const result = await importFile(store, {
      file: positionals[0]!,
      kind,
      replace: values.replace,
    });
    if (!result.ok) {
      console.error(`Nothing was imported. Fix these problems and run the command again:`);
      for (const problem of result.problems) console.error(`  ${problem}`);
      return 1;
    }
    console.info(`Imported ${result.written} ${kind}${values.replace ? ' (replacing the old rows)' : ''}.`);
    return 0;
  } finally {
    await close();
  }
}

if (import.meta.main) await runCommand(main);
