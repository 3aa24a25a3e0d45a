// The "refused logins" row of `npm run bench:api` (issue 19, finding 6): a flood of logins that all answer
// 429 beside GETs on one SQLite server, with the real limits. Before the fix each refusal was a synced
// counter write on the main thread; now a client over its limit is refused from memory.
import {startServer} from '../tests/support/start-server.ts';
import {autocannon, requests} from './api-stores.ts';

const CONNECTIONS = {get: 10, refused: 20};
// The real limits (no RATE_LIMIT_FACTOR), so every login past the first 30 is refused.
const ENV = {AUTH_SECRET: 'bench-secret-with-at-least-32-characters'};

/** Runs GET alone, then GET beside the refused-login flood, for `seconds` each, and prints the figures. */
export async function benchRefusalsUnderLoad(seconds: number): Promise<void> {
  const server = await startServer({env: ENV});
  try {
    const get = {...requests.get(server.url), connections: CONNECTIONS.get, duration: seconds};
    const alone = await autocannon(get);
    const flood = async (url: string, extra: object) => {
      const [during, other] = await Promise.all([
        autocannon(get),
        autocannon({url, connections: CONNECTIONS.refused, duration: seconds, ...extra}),
      ]);
      return {get: rate(during), p99: during.latency.p99, other: rate(other)};
    };
    const rate = (result: typeof alone) => Math.round(result.requests.total / result.duration);
    // The anchor: the same flood of requests that cost next to nothing (404s for an unknown path).
    const notFound = await flood(`${server.url}/api/no-such-thing`, {});
    const {url, ...login} = requests.login(server.url);
    const refused = await flood(url, login);
    const line = (label: string, figures: typeof refused) =>
      `  beside ${figures.other} ${label}/s: GET ${figures.get} req/s (${((100 * figures.get) / rate(alone)).toFixed(0)} % of alone), p99 ${figures.p99} ms`;
    console.info(
      `\nrefused logins under load (SQLite, ${CONNECTIONS.refused} flooding and ${CONNECTIONS.get} GET connections, ${seconds} s each):\n` +
        `  GET alone: ${rate(alone)} req/s, p99 ${alone.latency.p99} ms\n` +
        `${line('404s', notFound)}\n${line('refused logins (429)', refused)}\n` +
        `  ratio: GETs keep ${((100 * refused.get) / notFound.get).toFixed(0)} % of their rate under 429s compared with under 404s (goal: near 100 %)`,
    );
  } finally {
    await server.stop();
  }
}
