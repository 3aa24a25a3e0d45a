// The data tables of the widgets: the site's look (dark green header row, pale Total line, amounts on the
// right) and core's stacked layout, which applies when the element itself is narrow (a phone, or a
// sidebar on a wide page), so no column is ever squeezed into one letter per line.
import {STACK_CONTAINER, stackedTableCss, tokens} from '../../core/design/index.ts';

const {color, font} = tokens;

/** Tables of a widget, wide and stacked. */
export const TABLE_CSS = `
table{border-collapse:collapse;width:100%;background:${color.surfaceRaised};font-size:${font.sizeSmall};
border:1px solid ${color.rule}}
caption{text-align:start;font-weight:700;padding:.4em 0;color:${color.primaryDark}}
th,td{padding:.6em .75em;border-bottom:1px solid ${color.rule};text-align:start;vertical-align:top}
thead th{background:${color.primaryDark};color:${color.onPrimary};font-weight:700}
tbody tr:nth-child(even){background:${color.surface}}
tfoot th,tfoot td{font-weight:700;background:${color.primarySoft};border-bottom:0}
.amount{text-align:end;white-space:nowrap;font-variant-numeric:tabular-nums}
td.date{white-space:nowrap}
${stackedTableCss(
  'table.stack',
  {border: color.rule, label: color.primaryDark, footer: color.primarySoft},
  STACK_CONTAINER,
)}
`;
