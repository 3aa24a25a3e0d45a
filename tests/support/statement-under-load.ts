// A statement of the largest allowed size checked (dry run) on a running server while /api/health is asked
// every few milliseconds beside it: how long health waited is how long the check held the event loop
// (issue 55). Shared by the test that holds the bound and the `bench:api` row that prints the figures.
import {singaporeDate} from '../../core/format/singapore-date.ts';

/** The lines of the largest statement the server takes (server/gifts/statement-limits.ts says 20,000). */
export const LARGEST_STATEMENT_LINES = 20_000;

/**
 * A DBS-like statement of `lines` lines dated today: a header, then transfers in whose references name no
 * gift (each is looked up, none matches), every tenth line a withdrawal.
 */
export function largeStatement(lines = LARGEST_STATEMENT_LINES): string {
  const today = singaporeDate(Date.now());
  const rows = ['Transaction Date,Value Date,Description,Withdrawal,Deposit'];
  for (let line = 2; line <= lines; line++) {
    const code = line
      .toString(36)
      .toUpperCase()
      .padStart(4, '2')
      .replace(/[01IO]/g, '7')
      .slice(-4);
    rows.push(
      line % 10 === 0
        ? `${today},${today},BILL PAYMENT SP GROUP ${line},120.35,`
        : `${today},${today},"PAYNOW-FAST OTHR NARD-${code}-7KQM TAN AH KOW ${line}",,"1,${line % 1000}.00"`,
    );
  }
  return `${rows.join('\n')}\n`;
}

/** What one check under watch gave: the statement's answer and every health answer's wait, in ms. */
export type StatementUnderLoad = {status: number; checkMs: number; healthMs: number[]};

/**
 * Posts `csv` with `token` (a dry run unless `save`) and asks /api/health every `everyMs` until the
 * answer is in.
 */
export async function checkStatementWatchingHealth(
  url: string,
  token: string,
  csv: string,
  {everyMs = 5, save = false}: {everyMs?: number; save?: boolean} = {},
): Promise<StatementUnderLoad> {
  const healthMs: number[] = [];
  let done = false;
  const watch = (async () => {
    while (!done) {
      const started = performance.now();
      const answer = await fetch(`${url}/api/health`);
      await answer.arrayBuffer();
      healthMs.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  const started = performance.now();
  const answer = await fetch(`${url}/api/staff/gifts/bank-statement${save ? '' : '?dryRun=1'}`, {
    method: 'POST',
    headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv'},
    body: csv,
  });
  await answer.arrayBuffer();
  const checkMs = performance.now() - started;
  done = true;
  await watch;
  return {status: answer.status, checkMs, healthMs};
}

/** The `fraction` quantile (0.99 for p99) of `values`, nearest rank. */
export function quantile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}
