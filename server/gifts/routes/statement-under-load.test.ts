// The real server (a child process, as `npm run serve` runs it) keeps answering /api/health while the
// largest statement it takes is checked (issue 55, deliverable 5): the check runs off the event loop.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {TestAccount} from '../../../tests/support/staff-accounts.ts';
import {type RunningServer, startServer} from '../../../tests/support/start-server.ts';
import {staffOn} from '../../../tests/support/statement-staff.ts';
import {
  checkStatementWatchingHealth,
  largeStatement,
  quantile,
} from '../../../tests/support/statement-under-load.ts';

let server: RunningServer;
let staff: TestAccount;
beforeAll(async () => {
  server = await startServer({env: {RATE_LIMIT_FACTOR: '100'}});
  staff = await staffOn(server, 'statement-staff@nard.example');
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('a 20,000-line statement checked', () => {
  it('leaves /api/health answering within 100 ms throughout', async () => {
    const csv = largeStatement();
    // A first check warms the server up (worker start, V8's optimised code), as staff's first upload would.
    expect((await checkStatementWatchingHealth(server.url, staff.token, csv)).status).toBe(200);
    const {status, healthMs} = await checkStatementWatchingHealth(server.url, staff.token, csv);
    expect(status).toBe(200);
    // Health was asked all along (the check takes hundreds of ms), and the machine is shared with other
    // work: the p99 holds the goal, the worst single answer a looser bound no blocked loop would meet.
    expect(quantile(healthMs, 0.99)).toBeLessThan(100);
    expect(Math.max(...healthMs)).toBeLessThan(250);
    expect(healthMs.length).toBeGreaterThan(10);
  }, 120_000);
});
