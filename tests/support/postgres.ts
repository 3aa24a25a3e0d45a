// A throw-away PostgreSQL server for tests and benchmarks: initdb + pg_ctl into a temp dir, on a free port,
// its socket in that dir, run as the `postgres` user when we are root (PostgreSQL refuses to run as root).
import {execFile, execFileSync} from 'node:child_process';
import {chownSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir, userInfo} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import postgres from 'postgres';
import {freePort} from './free-port.ts';
import {postgresBinDir, realHost} from './preflight.ts';

const run = promisify(execFile);

/** What to do when no PostgreSQL is installed; tests fail with it, they never skip. */
export const POSTGRES_MISSING =
  'PostgreSQL is not installed (no initdb/pg_ctl found). Install it with `apt-get install -y postgresql` ' +
  '(Debian/Ubuntu; `npm test` does this for you), or set PG_BIN to the folder holding initdb and pg_ctl.';

/** The folder holding initdb and pg_ctl, found as the preflight finds it (PG_BIN, Debian's, PATH). */
export function findPostgresBin(): string {
  const bin = postgresBinDir(realHost());
  if (bin) return bin;
  throw new Error(POSTGRES_MISSING);
}

export type TestPostgres = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  /** A new, empty database (optionally a copy of `template`); returns its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  /** The URL of an existing database on this server. */
  urlOf(database: string): string;
  /** Stops the server at once and deletes its files. */
  stop(): Promise<void>;
};

export type StartPostgresOptions = {
  /** fsync and full-page writes as in production (benchmarks); tests skip them for speed. */
  durable?: boolean;
};

/**
 * Starts a private PostgreSQL server; `stop()` (or the end of this process) removes it.
 * @example const pg = await startPostgres(); const url = await pg.createDatabase('t1'); await pg.stop();
 */
export async function startPostgres({durable = false}: StartPostgresOptions = {}): Promise<TestPostgres> {
  const bin = findPostgresBin();
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'nard-pg-'));
  const dataDir = path.join(dir, 'data');
  if (root) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
  const as = (command: string, args: string[]) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);
  const port = await freePort();
  const settings = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", '-c max_connections=200'];
  if (!durable) settings.push('-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off');
  const stopNow = () => {
    try {
      const args = ['-D', dataDir, '-m', 'immediate', '-w', 'stop'];
      if (root)
        execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args], {
          stdio: 'ignore',
        });
      else execFileSync(path.join(bin, 'pg_ctl'), args, {stdio: 'ignore'});
    } catch {
      // Already stopped (or never started).
    }
    rmSync(dir, {recursive: true, force: true});
  };
  try {
    await as('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
    await as('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      settings.join(' '),
      'start',
    ]);
  } catch (error) {
    stopNow();
    throw new Error(
      `Could not start PostgreSQL from ${bin} as ${root ? 'postgres' : userInfo().username}: ${error}`,
    );
  }
  process.once('exit', stopNow);
  return {
    ...attachPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`),
    async stop() {
      process.removeListener('exit', stopNow);
      stopNow();
    },
  };
}

/**
 * A running server someone else started and stops (the test run's one server, tests/support/postgres-setup.ts),
 * from its `url`; `stop()` leaves it running.
 * @example const pg = attachPostgres(url); const db = await pg.createDatabase('t1', 'nard_template');
 */
export function attachPostgres(url: string): TestPostgres {
  const port = Number(new URL(url).port);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    port,
    urlOf,
    async createDatabase(name, template) {
      const admin = postgres(urlOf('postgres'), {max: 1, onnotice: () => {}});
      try {
        await admin.unsafe(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
      } finally {
        await admin.end();
      }
      return urlOf(name);
    },
    async stop() {},
  };
}
