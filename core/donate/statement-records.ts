// A bank statement as the staff API sends it (issues 22, 55, 56): one definition for the server's answers
// and the console that reads them.

/**
 * Column names as the file writes them: one date column, one money-in column, every text column.
 * The same shape is the hand mapping staff choose when a bank's header is not recognised.
 * @example {date: 'Transaction Date', amount: 'Credit', text: ['Description', 'Reference']}
 */
export type StatementColumns = {date: string; amount: string; text: string[]};

/** One statement row as matched by the server. */
export type StatementReportRow = {
  line: number;
  date: string;
  amount: number;
  text: string;
  outcome: 'matched' | 'review' | 'unmatched' | 'already';
  reference: string | null;
  note: string;
  gift: {id: string; reference: string; donorName: string; amount: number; status: string} | null;
};

/** The server's report of a statement: columns and header, rows, unreadable lines and counts. */
export type StatementReport = {
  columns: StatementColumns;
  /** The header row as the file wrote it, so staff can choose other columns. */
  headers: readonly string[];
  rows: StatementReportRow[];
  problems: {line: number; message: string}[];
  counts: Record<StatementReportRow['outcome'], number>;
};

/** One saved statement; `undoneAt` (ISO) once undone. */
export type StatementImport = {
  id: string;
  importedAt: string;
  importedBy: string;
  /** How many of its transfers are still kept. */
  transfers: number;
  undoneAt: string | null;
};
