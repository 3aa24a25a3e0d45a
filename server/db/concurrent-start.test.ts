// Issues 10 and 18: processes started together on one empty DATA_DIR must all come up (migrations, the auth
// secret and the seed are each made once, under a lock). A start that raced failed about one run in three
// with 'database is locked' at PRAGMA journal_mode, so this tries it twenty times, and never retries a try.
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {DatabaseSync} from 'node:sqlite';
import {describe, expect, it} from 'vitest';
import {type RunningServer, startServer} from '../../tests/support/start-server.ts';

describe('two processes started together on one empty DATA_DIR', () => {
  it.each(Array.from({length: 20}, (_, index) => index + 1))(
    'both answer /api/health, and the data is made once (try %i)',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'nard-together-'));
      const started = await Promise.allSettled([
        startServer({env: {DATA_DIR: dataDir}}),
        startServer({env: {DATA_DIR: dataDir}}),
      ]);
      const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(
          started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok')),
        ).toEqual(['ok', 'ok']);
        for (const server of servers as RunningServer[]) {
          expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
        }
        const announcements = (await (await fetch(`${servers[0]!.url}/api/announcements`)).json()) as {
          announcements: unknown[];
        };
        expect(announcements.announcements).toHaveLength(5);
        expect(readFileSync(path.join(dataDir, 'auth-secret'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
        const db = new DatabaseSync(path.join(dataDir, 'nard.sqlite'), {readOnly: true});
        const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
        db.close();
        expect(new Set(versions.map((row) => row.version)).size).toBe(versions.length);
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
        rmSync(dataDir, {recursive: true, force: true});
      }
    },
  );
});
