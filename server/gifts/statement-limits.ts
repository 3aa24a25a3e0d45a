// How big a bank statement may be (issue 55): a month of a busy account is a few thousand lines, so
// 20,000 is room to spare, and a file over it is refused by a count that reads the text once.

/** The most lines one statement may have. */
export const MAX_STATEMENT_LINES = 20_000;

/**
 * The largest statement body in bytes: 20,000 lines of 200 bytes (a DBS or UOB line with a long description
 * is about 120), whichever of the three ways it is sent.
 */
export const MAX_STATEMENT_BYTES = MAX_STATEMENT_LINES * 200;

/** How many lines `text` has (a last line break ends the last line, it starts none), counting up to `stop`. */
export function countLines(text: string, stop = Number.POSITIVE_INFINITY): number {
  let lines = text.length > 0 && !text.endsWith('\n') ? 1 : 0;
  for (let at = text.indexOf('\n'); at >= 0 && lines <= stop; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/** Why a statement is too long to read, in words; null when it is not. */
export function statementTooLong(text: string): string | null {
  if (countLines(text, MAX_STATEMENT_LINES) <= MAX_STATEMENT_LINES) return null;
  const lines = countLines(text).toLocaleString('en');
  const most = MAX_STATEMENT_LINES.toLocaleString('en');
  return `This statement has ${lines} lines; at most ${most} are read at once. Export a shorter period (a month, say) and import each part.`;
}
