// The two ledgers staff keep: contributions and expenditures. What each row shows and which fields its
// form has, so one screen serves both.
import type {Contributor, Expenditure} from '../../../../core/api/index.ts';
import {formatMoney, formatUsDate} from '../../../../core/format/index.ts';

/** A row of either ledger. */
export type LedgerRow = Contributor | Expenditure;

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
  columns: readonly string[];
  cells: (row: LedgerRow) => string[];
  fields: readonly LedgerField[];
  /** The form's values for an existing row. */
  valuesOf: (row: LedgerRow) => Record<string, string>;
  /** Names the row in a sentence, e.g. 'the contribution of $50 from Lee Wan on 1/2/2025'. */
  describe: (row: LedgerRow) => string;
};

const amountText = (amount: number) => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

export const CONTRIBUTIONS: LedgerKind = {
  kind: 'contributors',
  one: 'contribution',
  columns: ['Project', 'Contributor', 'Date', 'Amount', 'Actions'],
  cells: (row) => {
    const c = row as Contributor;
    return [c.anchorProjectId.title, c.name, formatUsDate(c.date), formatMoney(c.amount)];
  },
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
    return `the contribution of ${formatMoney(c.amount)} from ${c.name} on ${formatUsDate(c.date)} (${c.anchorProjectId.title})`;
  },
};

export const EXPENDITURES: LedgerKind = {
  kind: 'expenditures',
  one: 'expenditure',
  columns: ['Project', 'Expenses Item', 'Date', 'Amount', 'Purpose / Detail', 'Actions'],
  cells: (row) => {
    const e = row as Expenditure;
    return [e.anchorProjectId.title, e.item, formatUsDate(e.date), formatMoney(e.amount), e.detail];
  },
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
    return `the expenditure "${e.item}" of ${formatMoney(e.amount)} on ${formatUsDate(e.date)} (${e.anchorProjectId.title})`;
  },
};
