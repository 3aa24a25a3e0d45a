// The baselines the server benches compare against in the same run: a bare Hono app on Node 24 answering
// every GET with "hello", or with one recorded answer of ours (same status, headers and bytes), in its own
// process so its CPU time and memory can be read from /proc.
import {type ChildProcess, spawn} from 'node:child_process';
import {request} from 'node:http';
import {node24} from '../tests/support/start-server.ts';

/** An answer as it left a server: status, the headers it chose (not Node's own) and the bytes as sent. */
export type RecordedAnswer = {status: number; headers: Record<string, string>; body: Buffer};

const BARE_APP = `
import {serve} from '@hono/node-server';
import {Hono} from 'hono';
const recorded = process.env.BARE_ANSWER && JSON.parse(process.env.BARE_ANSWER);
const body = recorded && new Uint8Array(Buffer.from(recorded.body, 'base64'));
const app = new Hono().get('*', (c) =>
  recorded ? new Response(body, {status: recorded.status, headers: recorded.headers}) : c.text('hello'));
serve({fetch: app.fetch, port: 0, hostname: '127.0.0.1'}, (info) => console.log('port ' + info.port));
`;

/**
 * Starts the bare app on a free port, answering `answer` when given, else "hello"; `url` is its origin (no
 * trailing slash). Stop it with `child.kill()`.
 */
export function startBareHono(answer?: RecordedAnswer): Promise<{url: string; child: ChildProcess}> {
  const recorded = answer && JSON.stringify({...answer, body: answer.body.toString('base64')});
  const child = spawn(node24(), ['--input-type=module', '-e', BARE_APP], {
    cwd: new URL('..', import.meta.url).pathname,
    env: {...process.env, ...(recorded ? {BARE_ANSWER: recorded} : {})},
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

// Node writes these itself for every answer (framing and connection), so a replay leaves them to it.
const NODE_OWN = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One GET's answer exactly as it came over the wire: compressed bytes stay compressed (fetch would not). */
export function recordAnswer(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, {headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept = Object.entries(response.headers).filter(([name]) => !NODE_OWN.has(name));
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(kept.map(([name, value]) => [name, String(value)])),
          body: Buffer.concat(chunks),
        });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
