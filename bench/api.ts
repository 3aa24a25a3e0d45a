// `npm run bench:api`: the real server's GET /api/contributors against a bare Hono "hello" app (the
// issue 21 anchor) and a bare Hono app sending the very answer ours sends (its headers and brotli bytes,
// recorded first), same machine, same run, 50 connections for 10 s each (BENCH_SECONDS), in alternating
// rounds (BENCH_ROUNDS) after one uncounted warm-up round each. Prints requests/s, the median and worst p99
// of the rounds, each server's CPU time per request (the figure outside load disturbs least) and the
// ratios: the gap to "same answer" is what our own code costs, the rest is what Node takes to send those
// headers and bytes. Then the store rows (bench/api-stores.ts): GET and login on SQLite, on PostgreSQL with
// one instance and with two (BENCH_STORES=0 skips them).
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {startServer} from '../tests/support/start-server.ts';
import {benchLoginsUnderLoad} from './api-logins-under-load.ts';
import {benchRefusalsUnderLoad} from './api-refusals-under-load.ts';
import {benchHealthDuringStatementCheck} from './api-statement-check.ts';
import {benchStores} from './api-stores.ts';
import {recordAnswer, startBareHono} from './bare-hono.ts';

type Result = {
  requests: {average: number; total: number};
  latency: {p99: number};
  duration: number;
  non2xx: number;
  errors: number;
};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<Result>;

// autocannon ships no type declarations; this is the slice of its API the bench uses.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
// Browsers ask for compression; so does the bench, so the real cost of brotli is counted.
const ACCEPT = {'accept-encoding': 'br, gzip'};

type Figures = {label: string; requests: number; seconds: number; p99s: number[]; cpuMs: number};

/** User + system CPU time of a process, in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function round(target: {url: string; pid: number}, figures: Figures, seconds: number): Promise<void> {
  const cpuBefore = cpuMs(target.pid);
  const result = await autocannon({url: target.url, connections: 50, duration: seconds, headers: ACCEPT});
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${figures.label}: ${result.errors} errors and ${result.non2xx} non-2xx answers`);
  }
  figures.cpuMs += cpuMs(target.pid) - cpuBefore;
  figures.requests += result.requests.total;
  figures.seconds += result.duration;
  figures.p99s.push(result.latency.p99);
}

/** Prints the row; gives requests/s and CPU µs a request. */
function report(figures: Figures): {rate: number; perRequest: number} {
  const sorted = [...figures.p99s].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const rate = figures.requests / figures.seconds;
  const perRequest = (figures.cpuMs * 1000) / figures.requests;
  console.info(
    `${figures.label.padEnd(26)} ${rate.toFixed(0).padStart(7)} req/s   p99 ${median} ms (worst ${sorted.at(-1)} ms)   ` +
      `server CPU ${perRequest.toFixed(1)} µs/req`,
  );
  return {rate, perRequest};
}

const server = await startServer();
const contributors = `${server.url}/api/contributors`;
const hello = await startBareHono();
let sameAnswer: Awaited<ReturnType<typeof startBareHono>> | undefined;
try {
  const answer = await recordAnswer(contributors, ACCEPT);
  if (answer.status !== 200) throw new Error(`GET /api/contributors answered ${answer.status}, not 200`);
  sameAnswer = await startBareHono(answer);
  // The machine is shared: rounds alternate between the targets so a burst of outside load hits all alike.
  console.info(
    `autocannon: 50 connections, ${DURATION_SECONDS} s per target in ${ROUNDS} alternating rounds, Node ${process.versions.node}`,
  );
  const figures = (label: string): Figures => ({label, requests: 0, seconds: 0, p99s: [], cpuMs: 0});
  const api = figures('GET /api/contributors');
  const same = figures('bare Hono, the same answer');
  const bare = figures('bare Hono hello');
  const seconds = Math.max(1, Math.round(DURATION_SECONDS / ROUNDS));
  const targets: [{url: string; pid: number}, Figures][] = [
    [{url: contributors, pid: server.pid}, api],
    [{url: `${sameAnswer.url}/`, pid: sameAnswer.child.pid!}, same],
    [{url: `${hello.url}/`, pid: hello.child.pid!}, bare],
  ];
  // Each server first runs one uncounted round, so the figures are of code V8 has optimised, for all three
  // alike (ours has the most code to optimise: a cold first round counted against it most).
  for (const [target, counted] of targets) await round(target, figures(counted.label), seconds);
  // Each round starts with the next target, so none is always the one after a pause or after another.
  for (let i = 0; i < ROUNDS; i++) {
    for (let j = 0; j < targets.length; j++) {
      const [target, counted] = targets[(i + j) % targets.length]!;
      await round(target, counted, seconds);
    }
  }
  const ours = report(api);
  const floor = report(same);
  const anchor = report(bare);
  const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;
  console.info(
    `ratio: the API serves ${percent(ours.rate, anchor.rate)} of bare Hono's requests/s (goal: at least 70%, ` +
      `and at most 24 µs a request), ${percent(ours.rate, floor.rate)} of bare Hono sending the same answer; ` +
      `our own code adds ${(ours.perRequest - floor.perRequest).toFixed(1)} µs a request`,
  );
} finally {
  hello.child.kill('SIGTERM');
  sameAnswer?.child.kill('SIGTERM');
  await server.stop();
}

await benchLoginsUnderLoad(Math.max(5, DURATION_SECONDS));
await benchRefusalsUnderLoad(Math.max(5, DURATION_SECONDS));

if (process.env.BENCH_STORES !== '0')
  await benchStores(Math.max(1, Math.round(DURATION_SECONDS / ROUNDS)), ROUNDS);
await benchHealthDuringStatementCheck(ROUNDS);
