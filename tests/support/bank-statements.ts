// The example statements of tests/fixtures/statements, filled in for a test: each `{day:N}` as that bank
// writes a date N days before `today`, each `{ref:K}` with the K-th reference as the test wants it typed.
import {readFileSync} from 'node:fs';
import path from 'node:path';

export const BANKS = ['dbs-older', 'dbs-newer', 'ocbc', 'uob', 'generic'] as const;
export type Bank = (typeof BANKS)[number];

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** A date as the bank writes it: DBS and UOB `02 Dec 2026`, OCBC `02/12/2026`, a spreadsheet ISO. */
export function bankDate(bank: Bank, isoDay: string): string {
  const [year, month, day] = isoDay.split('-') as [string, string, string];
  if (bank === 'ocbc') return `${day}/${month}/${year}`;
  if (bank === 'generic') return isoDay;
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

function daysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The bank's example file with its days and references filled in. */
export function bankStatement(bank: Bank, today: string, references: Record<number, string>): string {
  const file = path.join(import.meta.dirname, '../fixtures/statements', `${bank}.csv`);
  return readFileSync(file, 'utf8')
    .replace(/\{day:(\d+)\}/g, (_, days: string) => bankDate(bank, daysBefore(today, Number(days))))
    .replace(/\{ref:(\d+)\}/g, (_, index: string) => references[Number(index)] ?? 'NO REFERENCE');
}
