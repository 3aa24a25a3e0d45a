// The phone layout of every data table, for the site (goober, media query) and the widgets (plain CSS in a
// shadow root, container query): under STACK_BELOW_PX each body row becomes a block of "label  value"
// lines and the Total row stays one line, so nothing scrolls sideways and no word is cut in two.

/** Tables stack below this width, in CSS pixels (the site's viewport, a widget's own box). */
export const STACK_BELOW_PX = 600;

/** Colours the stacked layout draws with. */
export type StackedTableColours = {label: string; rowBorder: string; totalBackground: string};

/** Where the rules apply: `within` prefixes every selector ('&' for goober, 'table.stack' in a widget). */
export type StackedTableOptions = {
  within: string;
  /** The at-rule that means "narrow": `@media (max-width: ...)` on the site, `@container (...)` in a widget. */
  narrow: string;
  colours: StackedTableColours;
};

/** `@media (max-width: 599.98px)`: the site's narrow condition. */
export const STACK_MEDIA = `@media (max-width: ${STACK_BELOW_PX - 0.02}px)`;

/** `@container (max-width: 599.98px)`: a widget's narrow condition, its own width not the page's. */
export const STACK_CONTAINER = `@container (max-width: ${STACK_BELOW_PX - 0.02}px)`;

// Every declaration ends with ';': goober, which parses this text for the site, drops a last declaration
// without one.

/**
 * The CSS text for tables whose body cells carry a `[data-cell-label]` span before their value (the
 * label is aria-hidden: screen readers still hear the real column headers, which stay in the table).
 * @example stackedTableCss({within: 'table.stack', narrow: STACK_CONTAINER, colours})
 */
export function stackedTableCss({within: t, narrow, colours}: StackedTableOptions): string {
  return `${t} [data-cell-label]{display:none;}
${narrow}{
${t} thead th{position:absolute;width:1px;height:1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;}
${t} tbody,${t} tbody tr,${t} tbody td{display:block;}
${t} tbody tr{padding:10px 14px;border-bottom:1px solid ${colours.rowBorder};}
${t} tbody td{display:grid;grid-template-columns:minmax(min-content,40%) minmax(0,1fr);gap:12px;padding:4px 0;border-bottom:none;text-align:left!important;white-space:normal;overflow-wrap:break-word;}
${t} tbody td[colspan]{display:block;}
${t} tbody tr[hidden]{display:none;}
${t} [data-cell-label]{display:block;font-weight:700;color:${colours.label};}
${t} tfoot tr{display:flex;justify-content:space-between;gap:12px;background:${colours.totalBackground};}
${t} tfoot th,${t} tfoot td{display:block;}
${t} tfoot td:empty{display:none;}
}`;
}
