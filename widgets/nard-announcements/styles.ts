// The announcements table: the shared table sheet, stacked into labelled blocks when the element is narrow.
import {TABLE_CSS} from '../shared/table-styles.ts';

/** Layout of the table; controls and colours come from the shared sheets. */
export const ANNOUNCEMENTS_CSS = `
${TABLE_CSS}
td button{min-height:44px;padding:.35em 1em}
.text{display:grid;gap:.75em}.text p,.text ul{margin:0}.text ul{padding-left:1.2em}
`;
