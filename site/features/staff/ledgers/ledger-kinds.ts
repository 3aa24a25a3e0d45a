// The two ledgers staff keep: contributions and expenditures. What each row shows and which fields its
// form has, so one screen serves both.
import type {Contributor, Expenditure} from '../../../../core/api/index.ts';
import {formatMoney} from '../../../../core/format/index.ts';
import {formatDate} from '../shared/format-time.ts';
import type {Column} from '../shared/record-types.ts';

/** A row of either ledger. */
export type LedgerEntry = Contributor | Expenditure;

/** One form field: its name in the API, label, and input kind. */
export type LedgerField = {
  name: string;
  label: string;
  input: 'text' | 'date' | 'amount' | 'project' | 'long';
};

/** A ledger: API kind, words, table columns and form fields. */
export type LedgerKind = {
  kind: 'contributors' | 'expenditures';
  one: string;
  caption: string;
  columns: readonly Column<LedgerEntry>[];
  /** Names the row in a button's accessible name, e.g. 'Lee Wan, 2 Jan 2025'. */
  name: (row: LedgerEntry) => string;
  fields: readonly LedgerField[];
  /** The form's values for an existing row. */
  valuesOf: (row: LedgerEntry) => Record<string, string>;
  /** Names the row in a sentence, e.g. 'the contribution of $50 from Lee Wan on 2 Jan 2025'. */
  describe: (row: LedgerEntry) => string;
};

const amountText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

export const CONTRIBUTIONS: LedgerKind = {
  kind: 'contributors',
  one: 'contribution',
  caption: 'Contributor rows, newest first',
  columns: [
    {heading: 'Project', cell: (row) => row.anchorProjectId.title},
    {heading: 'Contributor', cell: (row) => (row as Contributor).name},
    {heading: 'Date', cell: (row) => formatDate(row.date)},
    {heading: 'Amount', cell: (row) => formatMoney(row.amount)},
  ],
  name: (row) => `${(row as Contributor).name}, ${formatDate(row.date)}`,
  fields: [
    {name: 'project', label: 'Project', input: 'project'},
    {name: 'name', label: 'Contributor', input: 'text'},
    {name: 'date', label: 'Date', input: 'date'},
    {name: 'amount', label: 'Amount in dollars', input: 'amount'},
  ],
  valuesOf: (row) => {
    const c = row as Contributor;
    return {project: c.anchorProjectId._id, name: c.name, date: c.date, amount: amountText(c.amount)};
  },
  describe: (row) => {
    const c = row as Contributor;
    return `the contribution of ${formatMoney(c.amount)} from ${c.name} on ${formatDate(c.date)} (${c.anchorProjectId.title})`;
  },
};

export const EXPENDITURES: LedgerKind = {
  kind: 'expenditures',
  one: 'expenditure',
  caption: 'Expenses Item rows, newest first',
  columns: [
    {heading: 'Project', cell: (row) => row.anchorProjectId.title},
    {heading: 'Expenses Item', cell: (row) => (row as Expenditure).item},
    {heading: 'Date', cell: (row) => formatDate(row.date)},
    {heading: 'Amount', cell: (row) => formatMoney(row.amount)},
    {heading: 'Purpose / Detail', cell: (row) => (row as Expenditure).detail},
  ],
  name: (row) => `${(row as Expenditure).item}, ${formatDate(row.date)}`,
  fields: [
    {name: 'project', label: 'Project', input: 'project'},
    {name: 'item', label: 'Expenses item', input: 'text'},
    {name: 'date', label: 'Date', input: 'date'},
    {name: 'amount', label: 'Amount in dollars', input: 'amount'},
    {name: 'detail', label: 'Purpose / Detail', input: 'long'},
  ],
  valuesOf: (row) => {
    const e = row as Expenditure;
    return {
      project: e.anchorProjectId._id,
      item: e.item,
      date: e.date,
      amount: amountText(e.amount),
      detail: e.detail,
    };
  },
  describe: (row) => {
    const e = row as Expenditure;
    return `the expenditure "${e.item}" of ${formatMoney(e.amount)} on ${formatDate(e.date)} (${e.anchorProjectId.title})`;
  },
};
