// Which columns of a bank statement hold the date, the money coming in and the text to search a reference in.

/** A column's part in a statement: when the money came, how much, and the words that came with it. */
export type StatementRole = 'date' | 'amount' | 'text';

import type {StatementColumns} from '../../core/donate/index.ts';

/** Column names as the file writes them (core/donate, the wire's one definition). */
export type {StatementColumns};

/**
 * The header names recognised without a mapping, in order of preference within a role (a `Credit` or
 * `Deposit` column wins over `Amount`). Case, surrounding spaces, punctuation and a currency suffix such as
 * `(SGD)` or `S$` do not matter; `Credit Amount` and `Deposit Amount` count as `Credit` and `Deposit`.
 */
export const STATEMENT_COLUMN_NAMES = {
  date: ['Date', 'Transaction Date', 'Value Date'],
  amount: ['Credit', 'Deposit', 'Amount'],
  text: [
    'Description',
    'Reference',
    'Transaction Details',
    'Remarks',
    'Payment Details',
    "Other Party's Reference",
  ],
} as const satisfies Record<StatementRole, readonly string[]>;

// Other spellings of a money-in name; "Withdrawal", "Debit" and "Debit Amount" are money out and never here.
const MONEY_IN_SPELLINGS: Record<string, string> = {
  'credit amount': 'credit',
  credits: 'credit',
  'deposit amount': 'deposit',
  deposits: 'deposit',
};

// A currency written after the name: "Deposit (SGD)", "Credit SGD", "Amount (S$)", "Amount ($)".
const CURRENCY_SUFFIX = /[\s(]+(?:sgd|s\$|\$)\s*\)?\s*$/;

/** The comparable form of a header name: "  Deposit (SGD) " -> "deposit", "Other Party's Reference" -> "other party s reference". */
export function headerKey(name: string): string {
  const key = name
    .toLowerCase()
    .replace(CURRENCY_SUFFIX, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return MONEY_IN_SPELLINGS[key] ?? key;
}

// Columns that are never the words of a transfer: money out, balances, other dates, a status. Every other
// named column is read for a reference and the payer's name (issue 56): at DBS the payer's words are in
// `Transaction Ref1`-`Ref3` and `Reference` holds a code such as ICT, and banks rename their columns.
const NOT_TEXT = new Set(
  [
    ...STATEMENT_COLUMN_NAMES.date,
    ...STATEMENT_COLUMN_NAMES.amount,
    'Debit',
    'Debit Amount',
    'Withdrawal',
    'Withdrawals',
    'Balance',
    'Available Balance',
    'Ledger Balance',
    'Running Balance',
    'Posting Date',
    'Status',
    'Currency',
  ].map((name) => headerKey(name)),
);

/** Where each role sits in a header row: column indexes, text columns in the file's order. */
export type ColumnPlaces = {date: number; amount: number; text: number[]};

function firstOf(keys: string[], names: readonly string[]): number {
  for (const name of names) {
    const index = keys.indexOf(headerKey(name));
    if (index >= 0) return index;
  }
  return -1;
}

/** The roles a header row holds by the recognised names; -1 (or no text columns) where a role is absent. */
export function recognisedPlaces(header: string[]): ColumnPlaces {
  const keys = header.map(headerKey);
  const date = firstOf(keys, STATEMENT_COLUMN_NAMES.date);
  const amount = firstOf(keys, STATEMENT_COLUMN_NAMES.amount);
  return {
    date,
    amount,
    text: keys.flatMap((key, index) =>
      key !== '' && index !== date && index !== amount && !NOT_TEXT.has(key) ? [index] : [],
    ),
  };
}

/** The places of a hand mapping's columns in a header row; -1 (or fewer text columns) where one is absent. */
export function mappedPlaces(header: string[], mapping: StatementColumns): ColumnPlaces {
  const keys = header.map(headerKey);
  const text = mapping.text.map((name) => keys.indexOf(headerKey(name)));
  return {
    date: keys.indexOf(headerKey(mapping.date)),
    amount: keys.indexOf(headerKey(mapping.amount)),
    text: text.every((index) => index >= 0) ? text : [],
  };
}

/** The roles a set of places lacks, in the order date, amount, text. */
export function missingRoles(places: ColumnPlaces): StatementRole[] {
  const missing: StatementRole[] = [];
  if (places.date < 0) missing.push('date');
  if (places.amount < 0) missing.push('amount');
  if (places.text.length === 0) missing.push('text');
  return missing;
}
