// Tables wrap their cells on narrow screens instead of overflowing the host page.
import {tokens} from '../../core/data/index.ts';

const {color} = tokens;

/** Layout of the project blocks and tables. */
export const CONTRIBUTIONS_CSS = `
.project{padding:1em 0;border-top:1px solid ${color.border}}
.toggles{display:flex;flex-wrap:wrap;gap:.6em;margin-bottom:.75em}
button[aria-expanded=true]{background:var(--a);color:${color.onPrimary}}
.table-wrap{margin-bottom:1em}
table{border-collapse:collapse;width:100%;background:${color.surfaceRaised};font-size:${tokens.font.sizeSmall}}
caption{text-align:start;font-weight:700;padding:.4em 0}
th,td{padding:.5em .7em;border-bottom:1px solid ${color.border};text-align:start;vertical-align:top;overflow-wrap:anywhere}
thead th{background:${color.surfaceAlt}}
tfoot th,tfoot td{font-weight:700;border-bottom:0}
.amount{text-align:end;white-space:nowrap}
.table-wrap button{margin-top:.6em}
`;
