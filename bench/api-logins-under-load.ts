// The "logins under load" row of `npm run bench:api` (issue 10, finding 8): a login flood and GETs at the
// same time on one SQLite server, each login connection on its own account. Password hashing runs in a
// bounded pool, so GETs must keep their p99 while logins run; past the pool's queue a login answers 503
// with Retry-After, counted here, not failed.
import {startServer} from '../tests/support/start-server.ts';
import {autocannon, ENV, loginLoad, refusals, requests, signUp} from './api-stores.ts';

const CONNECTIONS = {get: 10, login: 20};

/** Runs GET alone, then GET and logins together, for `seconds` each, and prints the figures. */
export async function benchLoginsUnderLoad(seconds: number): Promise<void> {
  const server = await startServer({env: ENV});
  try {
    await signUp(server.url);
    const get = {...requests.get(server.url), connections: CONNECTIONS.get, duration: seconds};
    const alone = await autocannon(get);
    const [during, logins] = await Promise.all([
      autocannon(get),
      loginLoad(server.url, CONNECTIONS.login, seconds),
    ]);
    const ok = logins.requests.total - logins.non2xx;
    console.info(
      `\nlogins under load (SQLite, ${CONNECTIONS.login} login and ${CONNECTIONS.get} GET connections, ${seconds} s):\n` +
        `  ${(ok / logins.duration).toFixed(1)} logins/s, other answers: ${refusals(logins)} (503: hashing queue full), ` +
        `GET p99 ${during.latency.p99} ms while logins run (${alone.latency.p99} ms alone)\n` +
        '  goal: at least 40 logins/s while GET p99 stays under 50 ms',
    );
  } finally {
    await server.stop();
  }
}
