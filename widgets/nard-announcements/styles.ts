// The announcements list: full-width toggles with the date on the right, and a chevron that turns.
import {tokens} from '../../core/data/index.ts';

const {color} = tokens;

/** Layout of the list; controls and colours come from the shared sheet. */
export const ANNOUNCEMENTS_CSS = `
.list{list-style:none;padding:0;margin:0;display:grid;gap:.6em}
.item{background:${color.surfaceRaised};border:1px solid ${color.border};border-radius:var(--r)}
.item h3{margin:0;font-size:1em}
button.toggle{width:100%;justify-content:space-between;text-align:start;background:transparent;
color:${color.text};border:0;font-weight:700;flex-wrap:wrap}
button.toggle::after{content:"";width:.55em;height:.55em;border:solid var(--a);border-width:0 3px 3px 0;
transform:rotate(45deg);transition:transform .2s;flex:none}
button.toggle[aria-expanded=true]::after{transform:rotate(-135deg)}
.title{flex:1 1 12em}
.date{color:${color.textMuted};font-weight:400;font-size:${tokens.font.sizeSmall}}
.text{margin:0;padding:0 1.1em 1em;max-width:${tokens.font.measure}}
`;
