// The store rows of `npm run bench:api`: the same two requests under load on SQLite, on PostgreSQL with one
// instance, and on PostgreSQL with two instances behind no balancer (each autocannon half hits one). GET is
// the cached contributors answer (the store is asked only for its version); login is argon2id plus the
// store's rate counters, session and refresh-token writes. Node CPU only: PostgreSQL's own is not counted.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {startPostgres, type TestPostgres} from '../tests/support/postgres.ts';
import {type RunningServer, startServer} from '../tests/support/start-server.ts';

export type Result = {
  requests: {total: number};
  latency: {p99: number};
  duration: number;
  non2xx: number;
  errors: number;
  statusCodeStats: Record<string, {count: number}>;
};
export type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  body?: string;
  headers?: Record<string, string>;
}) => Promise<Result>;

// autocannon ships no type declarations; this is the slice of its API the bench uses.
export const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
// Login is argon2id-bound (about 20 a second per core): 50 waiting connections would only measure the queue.
const CONNECTIONS = {get: 50, login: 10};
const LOGIN_MIN_SECONDS = 5;
const PASSWORD = 'Passw0rd!';
// One account's tries wait for each other and only a few may wait (server/accounts/one-at-a-time.ts), so many
// connections on one account would measure that queue: each connection signs in to its own account, as
// many people signing in at once do.
const LOGIN_ACCOUNTS = 20;
const emailOf = (account: number) => `bench-${account}@nard.example`;
// Limits stay on (they are part of the cost) but high enough that a bench never meets them.
export const ENV = {
  RATE_LIMIT_FACTOR: '1000000',
  AUTH_SECRET: 'bench-secret-with-at-least-32-characters',
  DATA_KEY: 'be'.repeat(32),
};

type SetUp = {label: string; servers: RunningServer[]};
type Row = {requests: number; seconds: number; p99s: number[]; cpuMs: number};

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The two requests every store row measures. */
export const requests = {
  get: (url: string) => ({url: `${url}/api/contributors`, headers: {'accept-encoding': 'br, gzip'}}),
  login: (url: string, account = 0) => ({
    url: `${url}/api/auth/login`,
    method: 'POST',
    body: JSON.stringify({email: emailOf(account), password: PASSWORD}),
    headers: {'content-type': 'application/json'},
  }),
};

/** `connections` people signing in at once for `seconds`, each to their own account; one merged result. */
export async function loginLoad(url: string, connections: number, seconds: number): Promise<Result> {
  if (connections > LOGIN_ACCOUNTS) throw new Error(`At most ${LOGIN_ACCOUNTS} login connections.`);
  const results = await Promise.all(
    Array.from({length: connections}, (_, account) =>
      autocannon({...requests.login(url, account), connections: 1, duration: seconds}),
    ),
  );
  const statusCodeStats: Result['statusCodeStats'] = {};
  for (const result of results) {
    for (const [code, {count}] of Object.entries(result.statusCodeStats ?? {}))
      statusCodeStats[code] = {count: (statusCodeStats[code]?.count ?? 0) + count};
  }
  const sum = (pick: (result: Result) => number) =>
    results.reduce((total, result) => total + pick(result), 0);
  const p99s = results.map((result) => result.latency.p99).sort((a, b) => a - b);
  return {
    requests: {total: sum((result) => result.requests.total)},
    // The middle connection's p99: each connection's own is one person's wait.
    latency: {p99: p99s[Math.floor(p99s.length / 2)]!},
    duration: Math.max(...results.map((result) => result.duration)),
    non2xx: sum((result) => result.non2xx),
    errors: sum((result) => result.errors),
    statusCodeStats,
  };
}

/** The answers other than 2xx, by status: '12 x 503, 3 x 429', or 'none'. */
export function refusals(result: Result): string {
  const codes = Object.entries(result.statusCodeStats).filter(([code]) => !code.startsWith('2'));
  return codes.length === 0 ? 'none' : codes.map(([code, {count}]) => `${count} x ${code}`).join(', ');
}

/** Makes the accounts the login rows sign in to. */
export async function signUp(url: string): Promise<void> {
  for (let account = 0; account < LOGIN_ACCOUNTS; account++) {
    const response = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({
        fullName: 'Bench Mark',
        age: '26-35',
        email: emailOf(account),
        password: PASSWORD,
        region: 'central',
        city: 'Bishan',
        phoneNumber: '91234567',
        emergencyContact: '98765432',
        profession: 'Tester',
        type: 'volunteer',
      }),
    });
    if (response.status !== 201) throw new Error(`bench signup answered ${response.status}`);
  }
}

/** One round: the set-up's instances share the connections; every answer must be a 2xx. */
async function round(setUp: SetUp, kind: 'get' | 'login', seconds: number, row: Row): Promise<void> {
  const pids = setUp.servers.map((server) => server.pid);
  const before = pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const connections = Math.floor(CONNECTIONS[kind] / setUp.servers.length);
  const duration = kind === 'login' ? Math.max(seconds, LOGIN_MIN_SECONDS) : seconds;
  const results = await Promise.all(
    setUp.servers.map((server) =>
      kind === 'login'
        ? loginLoad(server.url, connections, duration)
        : autocannon({...requests.get(server.url), connections, duration}),
    ),
  );
  for (const result of results) {
    if (result.errors > 0 || result.non2xx > 0) {
      throw new Error(`${setUp.label} ${kind}: ${result.errors} errors, answers: ${refusals(result)}`);
    }
    row.requests += result.requests.total;
    row.p99s.push(result.latency.p99);
  }
  row.seconds += Math.max(...results.map((result) => result.duration));
  row.cpuMs += pids.reduce((sum, pid) => sum + cpuMs(pid), 0) - before;
}

function print(label: string, row: Row): void {
  const sorted = [...row.p99s].sort((a, b) => a - b);
  const rate = row.requests / row.seconds;
  console.info(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(7)} req/s   p99 ${sorted[Math.floor(sorted.length / 2)]} ms ` +
      `(worst ${sorted.at(-1)} ms)   node CPU ${((row.cpuMs * 1000) / row.requests).toFixed(0)} µs/req`,
  );
}

async function startSetUps(pg: TestPostgres): Promise<SetUp[]> {
  const sqlite = await startServer({env: ENV});
  const one = await startServer({env: {...ENV, DATABASE_URL: await pg.createDatabase('bench_one')}});
  const twoUrl = await pg.createDatabase('bench_two');
  const two = await Promise.all([0, 1].map(() => startServer({env: {...ENV, DATABASE_URL: twoUrl}})));
  for (const server of [sqlite, one, two[0]!]) await signUp(server.url);
  return [
    {label: 'SQLite, 1 instance', servers: [sqlite]},
    {label: 'PostgreSQL, 1 instance', servers: [one]},
    {label: 'PostgreSQL, 2 instances', servers: two},
  ];
}

/** Runs the store rows: `rounds` alternating rounds of `seconds` per set-up and request. */
export async function benchStores(seconds: number, rounds: number): Promise<void> {
  // fsync on, as in production: the login row writes sessions and counters.
  const pg = await startPostgres({durable: true});
  const setUps = await startSetUps(pg).catch(async (error) => {
    await pg.stop();
    throw error;
  });
  try {
    console.info(
      `\nstores: GET ${CONNECTIONS.get} and login ${CONNECTIONS.login} connections split over the instances, ` +
        `${rounds} alternating rounds of ${seconds} s (login at least ${LOGIN_MIN_SECONDS} s)`,
    );
    for (const kind of ['get', 'login'] as const) {
      const rows = setUps.map(() => ({requests: 0, seconds: 0, p99s: [], cpuMs: 0}) as Row);
      for (let i = 0; i < rounds; i++) {
        for (const [index, setUp] of setUps.entries()) await round(setUp, kind, seconds, rows[index]!);
      }
      const what = kind === 'get' ? 'GET /api/contributors' : 'POST /api/auth/login';
      for (const [index, setUp] of setUps.entries()) print(`${what}, ${setUp.label}`, rows[index]!);
    }
  } finally {
    await Promise.all(setUps.flatMap((setUp) => setUp.servers.map((server) => server.stop())));
    await pg.stop();
  }
}
