// The project blocks, their toggles and the tables (shared table sheet, stacked when the element is narrow).
import {tokens} from '../../core/design/index.ts';
import {TABLE_CSS} from '../shared/table-styles.ts';

const {color} = tokens;

/** Layout of the project blocks and tables. */
export const CONTRIBUTIONS_CSS = `
.project{padding:1em 0;border-top:1px solid ${color.rule}}
.summary{margin:0 0 .75em}
.toggles{display:flex;flex-wrap:wrap;gap:.6em;margin-bottom:.75em}
.mark{display:inline-block;width:1em}
.panel{display:grid;gap:.75em;justify-items:start;margin-bottom:.75em}
.panel[hidden]{display:none}
.panel table{margin:0}
.audit{padding-top:1em;border-top:1px solid ${color.rule}}
${TABLE_CSS}
`;
