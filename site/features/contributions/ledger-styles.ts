// Shared cell styles for the two ledger tables: amounts line up on the right, in tabular figures.
import {css} from 'goober';

export const amountCell = () =>
  css`text-align: right !important; white-space: nowrap; font-variant-numeric: tabular-nums;`;
export const dateCell = () => css`white-space: nowrap;`;
export const emptyCell = () => css`font-style: italic;`;
// The kit keeps headings on one line; the long amount heading may wrap so phones fit the column.
export const amountHeading = () => css`display: block; text-align: right; white-space: normal;`;
