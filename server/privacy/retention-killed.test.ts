// The daily clean-up killed halfway (issue 54 #11): `npm run admin:retention` in a real child process over
// thousands of unused accounts, SIGKILLed once its first deletions are committed (seen by polling the
// database from here). Every account it deleted is counted in an Activity line, and no line counts one
// it did not delete: each batch's line is written in the batch's transaction.
import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {setTimeout as sleep} from 'node:timers/promises';
import {afterAll, expect, it} from 'vitest';
import {node24, SERVER_COMPILE_CACHE} from '../../tests/support/start-server.ts';
import {testAccount} from '../../tests/support/store-backends.ts';
import {openStore, sqliteFile} from '../open-store.ts';
import {RETENTION_BATCH} from './retention.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const ACCOUNTS = 60 * RETENTION_BATCH;
const dataDir = mkdtempSync(path.join(tmpdir(), 'nard-retention-kill-'));
afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

/** Accounts confirmed and unused for 800 days: all due under the default 24 months. */
async function unusedAccounts(count: number): Promise<void> {
  const longAgo = Date.now() - 800 * 86_400_000;
  const {withStartLock, close} = await openStore({dataDir, databaseUrl: null, databasePoolSize: 1});
  try {
    // One transaction: thousands of durable commits would take longer than the run itself.
    await withStartLock(async (store) => {
      for (let n = 0; n < count; n++) {
        const id = `unused-${String(n).padStart(5, '0')}`;
        await store.createAccount(testAccount(id, `Person ${n}`), longAgo, null);
        await store.createEmailLink(
          {userId: id, email: `${id}@nard.example`, tokenHash: `link-${id}`, expiresAt: longAgo + 1},
          longAgo,
        );
        await store.confirmEmail(`link-${id}`, longAgo);
      }
    });
  } finally {
    await close();
  }
}

/** Deleted accounts, and the accounts the clean-up's Activity lines count. */
function tally(db: DatabaseSync): {deleted: number; counted: number} {
  const deleted = db.prepare('SELECT count(*) AS n FROM users WHERE deleted_at IS NOT NULL').get();
  const counted = db
    .prepare(
      "SELECT coalesce(sum(json_extract(after_json, '$.accounts')), 0) AS n FROM activity_log WHERE action = 'retention'",
    )
    .get();
  return {deleted: Number(deleted?.n), counted: Number(counted?.n)};
}

it('counts in Activity every account a killed run deleted, and none it did not', {
  timeout: 120_000,
}, async () => {
  await unusedAccounts(ACCOUNTS);
  const run = spawn(node24(), [path.join(REPO_ROOT, 'server/admin/retention.ts')], {
    env: {...process.env, NODE_COMPILE_CACHE: path.join(REPO_ROOT, SERVER_COMPILE_CACHE), DATA_DIR: dataDir},
    stdio: 'ignore',
  });
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    run.once('exit', (_code, signal) => resolve(signal)),
  );
  const db = new DatabaseSync(sqliteFile({dataDir}), {readOnly: true});
  try {
    const deadline = Date.now() + 60_000;
    while (tally(db).deleted === 0 && run.exitCode === null && Date.now() < deadline) await sleep(2);
    run.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    const {deleted, counted} = tally(db);
    // Killed mid-run: some accounts went, not all.
    expect(deleted).toBeGreaterThan(0);
    expect(deleted).toBeLessThan(ACCOUNTS);
    expect(counted).toBe(deleted);
  } finally {
    db.close();
  }
});
