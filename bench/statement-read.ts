// `node bench/statement-read.ts`: how long reading a bank statement takes as it grows (issue 55), on the
// thread that reads it: rows under an account-detail line (as DBS writes them: the first record is shorter
// than the rest), and lines of only commas. Linear reading doubles with the file, no more.
import {readBankStatement} from '../server/gifts/bank-statement.ts';

function timed(label: string, text: string): void {
  readBankStatement(text.slice(0, 100_000));
  const started = performance.now();
  readBankStatement(text);
  console.info(`${label.padEnd(34)} ${(performance.now() - started).toFixed(0).padStart(6)} ms`);
}

console.info(`Node ${process.versions.node}`);
for (const rows of [50_000, 100_000, 200_000]) {
  const lines = ['Account Number:,123-456789-0', 'Date,Description,Credit'];
  for (let row = 0; row < rows; row++)
    lines.push(`02/12/2026,PAYNOW OTHR ${row} NARD-7KQM-3XWA,${(row % 500) + 1}.00`);
  timed(`${rows.toLocaleString('en')} rows`, lines.join('\n'));
}
for (const blank of [250_000, 500_000, 1_000_000]) {
  timed(`${blank.toLocaleString('en')} lines of ","`, `Date,Description,Credit\n${',\n'.repeat(blank)}`);
}
