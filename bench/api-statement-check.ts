// The "health while a statement is checked" row of `npm run bench:api` (issue 55, deliverable 5): the
// largest statement the server takes (20,000 lines) checked as a dry run, again and again, while
// /api/health is asked every 5 ms beside it. Before the fix the check ran on the event loop and health
// waited for all of it.

import {startServer} from '../tests/support/start-server.ts';
import {staffOn} from '../tests/support/statement-staff.ts';
import {
  checkStatementWatchingHealth,
  LARGEST_STATEMENT_LINES,
  largeStatement,
  quantile,
} from '../tests/support/statement-under-load.ts';

/** Runs `rounds` checks and prints health's p99 and worst wait, and the check's median time. */
export async function benchHealthDuringStatementCheck(rounds: number): Promise<void> {
  const server = await startServer({env: {RATE_LIMIT_FACTOR: '100'}});
  try {
    const staff = await staffOn(server, 'bench-staff@nard.example');
    const csv = largeStatement();
    const health: number[] = [];
    const checks: number[] = [];
    // One uncounted round first, as the other rows do: V8 optimises the code before it is measured.
    await checkStatementWatchingHealth(server.url, staff.token, csv);
    for (let round = 0; round < rounds; round++) {
      const result = await checkStatementWatchingHealth(server.url, staff.token, csv);
      if (result.status !== 200) throw new Error(`the statement check answered ${result.status}`);
      health.push(...result.healthMs);
      checks.push(result.checkMs);
    }
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    console.info(
      `\n/api/health while a ${LARGEST_STATEMENT_LINES.toLocaleString('en')}-line statement is checked (SQLite, ${rounds} checks, ${health.length} health answers):\n` +
        `  health p99 ${ms(quantile(health, 0.99))}, worst ${ms(Math.max(...health))}; ` +
        `the check itself ${ms(quantile(checks, 0.5))} (median) (goal: health p99 under 100 ms)`,
    );
  } finally {
    await server.stop();
  }
}

// Run on its own: `node bench/api-statement-check.ts` (the whole bench:api runs it last).
if (import.meta.main) await benchHealthDuringStatementCheck(Number(process.env.BENCH_ROUNDS ?? 5));
