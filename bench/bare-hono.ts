// The baseline the server benches compare against in the same run: a bare Hono app on Node 24 answering
// "hello" to every GET, in its own process so its CPU time and memory can be read from /proc.
import {type ChildProcess, spawn} from 'node:child_process';
import {node24} from '../tests/support/start-server.ts';

const HELLO_APP = `
import {serve} from '@hono/node-server';
import {Hono} from 'hono';
const app = new Hono().get('*', (c) => c.text('hello'));
serve({fetch: app.fetch, port: 0, hostname: '127.0.0.1'}, (info) => console.log('port ' + info.port));
`;

/** Starts the bare app on a free port; `url` is its origin (no trailing slash). Stop it with `child.kill()`. */
export function startBareHono(): Promise<{url: string; child: ChildProcess}> {
  const child = spawn(node24(), ['--input-type=module', '-e', HELLO_APP], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      // The app prints its port once listening: the line is how the bench learns where it is.
      const port = /port (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({url: `http://127.0.0.1:${port}`, child});
    });
    child.once('exit', (code) => reject(new Error(`bare Hono app exited with ${code}`)));
  });
}
