// What a receipt says that the foundation decides (issue 56, decision 054): who issues it
// (RECEIPT_SIGNATORY) and the tax deduction with the period Budget set it for (RECEIPT_DEDUCTION).
// Both are read once at start; a value a receipt could not print is refused with the reason.
import {ConfigError} from './config-error.ts';

/** One rate and the days it covers: from the day after the previous period ends, up to `until`. */
export type DeductionPeriod = {
  /** The deduction as a percentage of the gift, e.g. 250. */
  percent: number;
  /** `YYYY-MM-DD`, the first day; null for the first period (it covers every day before `until`). */
  from: string | null;
  /** `YYYY-MM-DD`, the last day, inclusive. */
  until: string;
};

/** The receipt's settings, parsed. */
export type ReceiptWording = {
  /** RECEIPT_SIGNATORY, e.g. `Tan Mei Ling, Treasurer`; null: the receipt says no signature is needed. */
  signatory: string | null;
  /** RECEIPT_DEDUCTION, in date order, each period starting the day after the one before ends. */
  deductions: readonly DeductionPeriod[];
};

/**
 * IRAS's deduction for qualifying gifts to an IPC: 250 % for donations made from 1 January 2024 to
 * 31 December 2026 (Budget 2023, as the Charity Portal announced it on 14 February 2023).
 */
export const DEFAULT_RECEIPT_DEDUCTION = '250% until 2026-12-31';

const SIGNATORY_MAX = 80;
const PERIOD = /^(\d{1,3}(?:\.\d{1,2})?)\s*%\s+until\s+(\d{4}-\d{2}-\d{2})$/i;

type Env = Record<string, string | undefined>;

const isDay = (iso: string) => {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
};

function dayAfter(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function signatory(env: Env): string | null {
  const raw = env.RECEIPT_SIGNATORY?.trim() ?? '';
  if (raw === '') return null;
  // One printed line: no control characters (a newline would break the receipt's layout), no markup.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (raw.length > SIGNATORY_MAX || /[\u0000-\u001f\u007f<>]/.test(raw) || !/\p{L}/u.test(raw)) {
    throw new ConfigError(
      `RECEIPT_SIGNATORY must be the name and role of the person who issues receipts, on one line of at most ${SIGNATORY_MAX} characters, like "Tan Mei Ling, Treasurer", got "${raw}".`,
    );
  }
  return raw;
}

function deductions(env: Env): DeductionPeriod[] {
  const raw = env.RECEIPT_DEDUCTION?.trim() || DEFAULT_RECEIPT_DEDUCTION;
  const refuse = (why: string) =>
    new ConfigError(
      `RECEIPT_DEDUCTION must be a rate and its last day, like "250% until 2026-12-31", or several in date order separated by ";", like "250% until 2026-12-31; 200% until 2029-12-31" (${why}), got "${raw}".`,
    );
  const periods: DeductionPeriod[] = [];
  for (const part of raw.split(';').map((piece) => piece.trim())) {
    const match = PERIOD.exec(part);
    if (!match) throw refuse(`"${part}" is not a rate and a day`);
    const [, percent, until] = match as unknown as [string, string, string];
    if (!isDay(until)) throw refuse(`${until} is not a day of the calendar`);
    if (Number(percent) < 100 || Number(percent) > 1000)
      throw refuse(`${percent}% is not from 100% to 1000%`);
    const previous = periods.at(-1);
    if (previous && until <= previous.until) throw refuse(`${until} does not come after ${previous.until}`);
    periods.push({percent: Number(percent), from: previous ? dayAfter(previous.until) : null, until});
  }
  return periods;
}

/** RECEIPT_SIGNATORY and RECEIPT_DEDUCTION, checked; throws a ConfigError naming the variable. */
export function receiptWording(env: Env): ReceiptWording {
  return {signatory: signatory(env), deductions: deductions(env)};
}

/**
 * The deduction period a gift received on `day` (`YYYY-MM-DD`) falls in; null after the last one, when
 * the foundation has not yet set the rate Budget gave for that day (the receipt then names no rate).
 * @example deductionOn(receiptWording({}).deductions, '2026-03-05') // {percent: 250, from: null, until: '2026-12-31'}
 */
export function deductionOn(periods: readonly DeductionPeriod[], day: string): DeductionPeriod | null {
  return (
    periods.find((period) => (period.from === null || day >= period.from) && day <= period.until) ?? null
  );
}
