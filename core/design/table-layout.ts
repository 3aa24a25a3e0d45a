// The phone layout of every data table, as plain CSS text so the site (goober) and the widgets
// (constructable sheets) share one rule. The rule, in words:
//   - under STACK_BELOW_PX each body row is a block and each cell a "label  value" line (two columns;
//     the label column is at least its longest word wide, so a label never breaks mid-word, and a value
//     whose longest word does not fit beside it goes below it: in Tamil a bold label such as
//     பங்களிப்பாளர் left too little room, and "Harbourfront" broke in two);
//   - every body cell holds `<span aria-hidden="true" data-cell-label>Label</span><span>value</span>`;
//     the label shows only when stacked, and is hidden from screen readers, which still hear the
//     real column headers (the header row is only hidden visually, the table stays a <table>);
//   - a cell spanning the row (`td[colspan]`, e.g. an announcement's description) is a plain block, and so
//     is a cell marked `data-cell-wide` (its label above its value: a long value gets the full width);
//   - the footer (Total) stays one line: its heading on the left, its amount on the right.
import {tokens} from './tokens.ts';

/** Tables stack below this width (the ledgers' breakpoint since the first build). */
export const STACK_BELOW_PX = 600;

/** The site's condition for "narrow": the viewport. */
export const STACK_MEDIA = `@media (max-width: ${STACK_BELOW_PX - 0.02}px)`;

/** A widget's condition for "narrow": its own width (a phone, or a narrow sidebar on a wide page). */
export const STACK_CONTAINER = `@container (max-width: ${STACK_BELOW_PX - 0.02}px)`;

/** Colours the stacked rows use; the defaults are core's tokens. */
export type StackedTableColors = {border: string; label: string; footer: string};

const DEFAULT_COLORS: StackedTableColors = {
  border: '#D9D2C2',
  label: tokens.color.primaryDark,
  footer: '#E3EFE6',
};

/**
 * The CSS for a table whose root matches `scope` ('&' inside a goober class, 'table.stack' in a widget),
 * stacked under `narrow` (the site's media query by default; widgets pass STACK_CONTAINER).
 * @example css`${stackedTableCss('&')}`
 */
export function stackedTableCss(
  scope: string,
  colors: StackedTableColors = DEFAULT_COLORS,
  narrow: string = STACK_MEDIA,
): string {
  const s = scope;
  return `
    ${s} [data-cell-label] { display: none; }
    ${narrow} {
      ${s} thead th { position: absolute; width: 1px; height: 1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
      ${s} tbody, ${s} tbody tr, ${s} tbody td { display: block; }
      ${s} tbody tr { padding: 10px 14px; border-bottom: 1px solid ${colors.border}; }
      ${s} tbody tr[hidden] { display: none; }
      ${s} tbody td {
        display: flex; flex-wrap: wrap; gap: 0 12px; padding: 4px 0;
        border-bottom: none; text-align: left !important; white-space: normal;
      }
      ${s} tbody td > [data-cell-label] { flex: 0 0 38%; min-width: min-content; }
      ${s} tbody td > :last-child { flex: 1 1 0; max-width: 100%; overflow-wrap: break-word; }
      ${s} tbody td[colspan], ${s} tbody td[data-cell-wide] { display: block; }
      ${s} [data-cell-label] { display: block; font-weight: 700; color: ${colors.label}; }
      ${s} tfoot tr { display: flex; justify-content: space-between; gap: 12px; background: ${colors.footer}; }
      ${s} tfoot th, ${s} tfoot td { display: block; }
      ${s} tfoot td:empty { display: none; }
    }
  `;
}
