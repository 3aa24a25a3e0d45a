// Three ways side by side when the element is wide, stacked when it is narrow.
import {tokens} from '../../core/data/index.ts';

const {color, touchTarget} = tokens;

/** Layout of the three ways to give. */
export const DONATE_CSS = `
.nard-root{container-type:inline-size}
.ways{display:grid;gap:1em}
@container (min-width:720px){.ways{grid-template-columns:repeat(3,1fr)}}
.way{background:${color.surfaceRaised};border:1px solid ${color.border};border-radius:var(--r);padding:1em}
.presets{display:flex;flex-wrap:wrap;gap:.5em;margin:0 0 .75em;padding:0;border:0}
legend{padding:0;margin-bottom:.4em;font-weight:700;width:100%}
button[aria-pressed=true]{background:var(--a);color:${color.onPrimary}}
label{display:block;font-weight:700}
input{width:100%;min-height:${touchTarget};padding:.45em .7em;border:2px solid ${color.border};border-radius:var(--r);
background:${color.surfaceRaised}}
[aria-invalid=true]{border-color:${color.error}}
.qr{display:block;width:100%;max-width:220px;height:auto;margin:.5em 0;background:#fff}
dl{margin:0 0 1em}dl div{margin-bottom:.5em}dt{font-weight:700}dd{margin:0;overflow-wrap:anywhere}
.methods{list-style:none;padding:0;margin:0;display:grid;gap:.6em}
`;
