// The tests and benchmarks start the server as `npm start` does: the same Node flags and compile cache.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {node24, SERVER_COMPILE_CACHE, SERVER_NODE_FLAGS} from './start-server.ts';

const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))
  .scripts as Record<string, string>;

describe('the server command', () => {
  it.each(['start', 'serve'])(
    'npm run %s runs node with the flags and compile cache the tests use',
    (name) => {
      expect(scripts[name]).toContain(
        `NODE_COMPILE_CACHE=${SERVER_COMPILE_CACHE} node ${SERVER_NODE_FLAGS.join(' ')} server/main.ts`,
      );
    },
  );
});

describe('a script that dies before it stops its server', () => {
  it('takes the server with it', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'nard-orphan-'));
    const script = path.join(folder, 'dies.ts');
    writeFileSync(
      script,
      [
        `import {startServer} from ${JSON.stringify(fileURLToPath(new URL('./start-server.ts', import.meta.url)))};`,
        'const server = await startServer();',
        "console.log('server', server.pid);",
        "throw new Error('the benchmark failed here');",
      ].join('\n'),
    );
    try {
      const run = spawnSync(node24(), [script], {encoding: 'utf8', timeout: 60_000});
      const pid = Number(/server (\d+)/.exec(run.stdout)?.[1]);
      expect(run.stderr).toContain('the benchmark failed here');
      expect(pid).toBeGreaterThan(0);
      // SIGKILL is delivered at once, but the process table may need a moment to drop the child.
      await expect.poll(() => isRunning(pid), {timeout: 5_000}).toBe(false);
    } finally {
      rmSync(folder, {recursive: true, force: true});
    }
  });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
