// Runs the REAL server/main.ts in a child process on a free port with its own temp DATA_DIR.
import {type ChildProcess, spawn} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const READY_LINE = /running at (http:\/\/\S+?:(\d+))/;

export type StartServerOptions = {
  /** Extra environment; DATA_DIR here reuses a folder (e.g. to restart on the same data). */
  env?: Record<string, string>;
  cwd?: string;
  timeoutMs?: number;
};

export type RunningServer = {
  url: string;
  port: number;
  /** The server process's id (benchmarks read its CPU time). */
  pid: number;
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM, then waits for exit. Removes a temp DATA_DIR unless `keepData`. Returns the exit code. */
  stop(options?: {keepData?: boolean}): Promise<number | null>;
  /** SIGKILL (no shutdown at all), then waits for exit. Same DATA_DIR rule as stop. */
  kill(options?: {keepData?: boolean}): Promise<number | null>;
};

/**
 * How `npm start` and `npm run serve` run the server (package.json; a test checks they agree): V8's young
 * generation capped at 4 MB a half (decision 025: RSS under load 316 -> about 200 MB), and its old
 * generation let grow by 10 % between full GCs (decision 039: about 210 -> 139 MB, the same requests a
 * second).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4', '--heap-growing-percent=10'];

/**
 * Where `npm start`, `npm run serve` and the tests keep Node's compile cache (NODE_COMPILE_CACHE, relative
 * to the repository): each .ts file's stripped JavaScript and V8's code for it, by content hash, so a start
 * after the first loads neither the bundled type stripper nor compiles again (decision 037: start 1.2 ->
 * 0.67 s, RSS at start -15 to -22 MB).
 */
export const SERVER_COMPILE_CACHE = 'node_modules/.cache/node-compile';

/** Node 24 runs TypeScript directly; the system node may be older, so prefer the `node` devDependency. */
export function node24(): string {
  if (Number(process.versions.node.split('.')[0]) >= 24) return process.execPath;
  return path.join(REPO_ROOT, 'node_modules/.bin/node');
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitForHealth(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}/api/health did not answer in time`);
}

function waitForUrl(child: ChildProcess, output: () => string, deadline: number): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output()}`)),
      deadline - Date.now(),
    );
    const check = () => {
      const match = READY_LINE.exec(output());
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before it was ready:\n${output()}`));
    });
  });
}

/**
 * Starts server/main.ts with PORT=0 and a fresh DATA_DIR; resolves once /api/health answers 200.
 * @example const server = await startServer({env: {RATE_LIMIT_FACTOR: '50'}}); await server.stop();
 */
export async function startServer({env = {}, cwd = REPO_ROOT, timeoutMs = 60_000}: StartServerOptions = {}) {
  const ownsDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'nard-server-'));
  const child = spawn(node24(), [...SERVER_NODE_FLAGS, path.join(REPO_ROOT, 'server/main.ts')], {
    cwd,
    env: {
      NODE_COMPILE_CACHE: path.join(REPO_ROOT, SERVER_COMPILE_CACHE),
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A script that dies without stopping its server (an uncaught error in a benchmark) takes the server
  // with it, instead of leaving it to hold a port, a core and a temp folder.
  const stopWithUs = () => child.kill('SIGKILL');
  process.once('exit', stopWithUs);
  child.once('exit', () => process.off('exit', stopWithUs));
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    printed += chunk.toString();
  });
  const output = () => printed;
  const deadline = Date.now() + timeoutMs;
  const finish = async (signal: NodeJS.Signals, keepData = false) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const code = await waitForExit(child);
    if (ownsDataDir && !keepData && existsSync(dataDir)) rmSync(dataDir, {recursive: true, force: true});
    return code;
  };
  try {
    const match = await waitForUrl(child, output, deadline);
    await waitForHealth(match[1]!, deadline);
    const server: RunningServer = {
      url: match[1]!,
      port: Number(match[2]),
      pid: child.pid!,
      dataDir,
      output,
      stop: (options) => finish('SIGTERM', options?.keepData),
      kill: (options) => finish('SIGKILL', options?.keepData),
    };
    return server;
  } catch (error) {
    await finish('SIGKILL');
    throw error;
  }
}
