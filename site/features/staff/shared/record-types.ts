// What a record screen (record-screen.tsx) is made of: columns, row actions and toolbar buttons, each
// plain data, so a console screen is a configuration and not a copy of the table, dialogs and notes.
import type {ReactNode} from 'react';
import type {Api, ApiResult} from '../../../../core/api/index.ts';
import type {Page} from '../../../../core/staff/index.ts';
import type {ButtonVariant} from '../../../ui/button.tsx';
import type {TableQuery} from '../staff-api.ts';

/** What a dialog, a cell or the controls above the table may do to their screen. */
export type ScreenHost = {
  /** Closes the open dialog. */
  close: () => void;
  /** Closes the dialog, says `message` in the done note and reloads the rows. */
  finish: (message: string) => void;
  /** Reloads the rows, keeping those shown until the answer comes. */
  refetch: () => void;
  /** The query the rows were asked with (filters, sort, page). */
  query: TableQuery;
  /** Asks again with a new query. */
  setQuery: (query: TableQuery) => void;
  /** Opens a dialog of the screen's own from its controls (one dialog at a time, as the row buttons'). */
  open: (render: (host: ScreenHost) => ReactNode) => void;
};

/** The rows a screen loads: a whole list, or one page of a list the server pages. */
export type Rows<T> = readonly T[] | Page<T>;

/** One column of the table. */
export type Column<T> = {
  /** The heading, and the label a phone shows before each value. */
  heading: string;
  /** A field the server sorts by: the heading becomes a sort button (server-paged screens). */
  sort?: string;
  cell: (row: T, host: ScreenHost) => ReactNode;
  /** Long values (a list of changes): on phones the label goes above the value, which gets the full width. */
  wide?: boolean;
};

/** Asks before a change that cannot be undone, naming the record in the question. */
export type Confirm<T> = {
  title: string;
  confirmLabel: string;
  /** What goes and what follows, naming the record. */
  says: (row: T) => string;
  send: (api: Api, row: T) => Promise<ApiResult<unknown>>;
  /** The done note after it, e.g. 'Deleted: Harvest open day.' */
  done: (row: T) => string;
};

/** What a button does: open a dialog, ask first, or make the change at once. */
export type Act<Arg> =
  | {dialog: (arg: Arg, host: ScreenHost) => ReactNode}
  | {confirm: Confirm<Arg>}
  | {run: (api: Api, arg: Arg) => Promise<ApiResult<unknown>>; done: (arg: Arg) => string};

/**
 * A button in each row.
 * @example {label: 'Edit', name: (a) => `Edit ${a.title}`, dialog: (a, host) => <AnnouncementForm ... />}
 */
export type RowAction<T> = Act<T> & {
  label: string | ((row: T) => string);
  /** The accessible name, naming the record: 'Edit Harvest open day'. */
  name: (row: T) => string;
  variant?: 'secondary' | 'quiet';
  /** Shown only on the rows it fits; on every row when absent. */
  shows?: (row: T) => boolean;
};

/** The buttons column: its heading, an optional line above the buttons, and the buttons. */
export type RowActions<T> = {
  heading?: string;
  note?: (row: T) => ReactNode;
  buttons: readonly RowAction<T>[];
};

/** A button above the table (New..., Import..., Export...); it acts on the current query. */
export type Tool = Act<TableQuery> & {label: string; variant?: ButtonVariant};
