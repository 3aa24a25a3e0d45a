// `npm run bench:memory` (build first: `npm run build`): the real server's resident memory (RSS) at start and
// after BENCH_SECONDS (75) of mixed GETs, as visitors and partner pages make them: the prerendered pages,
// the widgets' scripts, every public API answer (with and without compression, with and without a
// matching ETag), and a 404 now and then. A bare Hono "hello" app takes the same load in the same run as the
// baseline, so the figure reads as "our server holds N MB more than the framework alone".
// Prints RSS and V8 heap figures from /proc and the goal (under 150 MB after the load).
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {startServer} from '../tests/support/start-server.ts';
import {startBareHono} from './bare-hono.ts';

type Request = {path: string; headers?: Record<string, string>};
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: Request[];
}) => Promise<{requests: {total: number}; errors: number}>;

// autocannon ships no type declarations; this is the slice of its API the bench uses.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 75);
const GOAL_MB = 150;

const PAGES = ['/', '/about-us', '/projects', '/contributions', '/faq', '/announcements', '/work-for-us'];
const WIDGETS = ['nard-volunteer-form', 'nard-contributions', 'nard-announcements', 'nard-donate'];
const API = [
  '/api/contributors',
  '/api/expenditures',
  '/api/projects',
  '/api/announcements',
  '/api/events?type=volunteer',
  '/api/events?type=work',
  '/api/audit-reports',
  '/api/config',
];

/** The mix: each path plain, compressed, and (for the API) revalidated with a stale ETag. */
function mixedRequests(): Request[] {
  const compressed = {'accept-encoding': 'br, gzip'};
  return [
    ...PAGES.flatMap((path) => [{path, headers: compressed}, {path}]),
    ...WIDGETS.map((tag) => ({path: `/widgets/${tag}.js`, headers: compressed})),
    ...API.flatMap((path) => [
      {path, headers: compressed},
      {path},
      {path, headers: {...compressed, 'if-none-match': 'W/"stale"'}},
    ]),
    {path: '/no-such-page'},
    {path: '/api/no-such-thing'},
  ];
}

/** Resident set size and its peak of a process, in MB, from /proc (Linux). */
function memoryMb(pid: number): {rss: number; peak: number} {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return {rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024};
}

async function load(label: string, url: string, pid: number) {
  const start = memoryMb(pid);
  const result = await autocannon({url, connections: 20, duration: SECONDS, requests: mixedRequests()});
  if (result.errors > 0) throw new Error(`${label}: ${result.errors} errors`);
  const after = memoryMb(pid);
  return {
    server: label,
    'RSS at start (MB)': Math.round(start.rss),
    'RSS after (MB)': Math.round(after.rss),
    'peak RSS (MB)': Math.round(after.peak),
    requests: result.requests.total,
  };
}

const server = await startServer();
const hello = await startBareHono();
try {
  console.info(
    `${SECONDS} s of mixed GETs, 20 connections, Node ${process.versions.node}; goal: under ${GOAL_MB} MB after.`,
  );
  const ours = await load('Nard server', server.url, server.pid);
  const bare = await load('bare Hono hello', hello.url, hello.child.pid!);
  console.table([ours, bare]);
  const over = ours['RSS after (MB)'] - bare['RSS after (MB)'];
  console.info(
    `The server holds ${over} MB more than bare Hono after the load; goal ${ours['RSS after (MB)'] < GOAL_MB ? 'met' : 'missed'}.`,
  );
} finally {
  hello.child.kill('SIGTERM');
  await server.stop();
}
