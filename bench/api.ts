// `npm run bench:api`: the real server's GET /api/contributors against a bare Hono "hello" app, same
// machine, same run, 50 connections for 10 s each. Prints requests/s, p99 latency and the ratio.
import {type ChildProcess, spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {node24, startServer} from '../tests/support/start-server.ts';

type Result = {requests: {average: number}; latency: {p99: number}; non2xx: number; errors: number};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<Result>;

// autocannon ships no type declarations; this is the slice of its API the bench uses.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const HELLO_APP = `
import {serve} from '@hono/node-server';
import {Hono} from 'hono';
const app = new Hono().get('/', (c) => c.text('hello'));
serve({fetch: app.fetch, port: 0, hostname: '127.0.0.1'}, (info) => console.log('port ' + info.port));
`;

function startHello(): Promise<{url: string; child: ChildProcess}> {
  const child = spawn(node24(), ['--input-type=module', '-e', HELLO_APP], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const port = /port (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({url: `http://127.0.0.1:${port}/`, child});
    });
    child.once('exit', (code) => reject(new Error(`hello app exited with ${code}`)));
  });
}

async function measure(label: string, url: string): Promise<Result> {
  // Browsers ask for compression; so does the bench, so the real cost of brotli is counted.
  const result = await autocannon({
    url,
    connections: 50,
    duration: DURATION_SECONDS,
    headers: {'accept-encoding': 'br, gzip'},
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${label}: ${result.errors} errors and ${result.non2xx} non-2xx answers`);
  }
  console.info(
    `${label.padEnd(28)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p99 ${result.latency.p99} ms`,
  );
  return result;
}

const server = await startServer();
const hello = await startHello();
try {
  console.info(`autocannon: 50 connections, ${DURATION_SECONDS} s per target, Node ${process.versions.node}`);
  const api = await measure('GET /api/contributors', `${server.url}/api/contributors`);
  const bare = await measure('bare Hono hello', hello.url);
  console.info(
    `ratio: the API serves ${((api.requests.average / bare.requests.average) * 100).toFixed(0)}% of bare Hono's requests/s`,
  );
} finally {
  hello.child.kill('SIGTERM');
  await server.stop();
}
