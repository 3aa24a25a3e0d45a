// Three ways side by side when the element is wide, stacked when it is narrow; pill radios as on the site.
import {tokens} from '../../core/design/index.ts';

const {color, touchTarget, radius, focus} = tokens;

/** Layout of the three ways to give. */
export const DONATE_CSS = `
.ways{display:grid;gap:1em}
[part=give-now]{margin-bottom:1em}
@container (min-width:720px){.ways{grid-template-columns:minmax(0,1.3fr) minmax(0,1fr) minmax(0,1fr)}}
.way{background:${color.surfaceRaised};border:1px solid ${color.rule};border-radius:var(--r);padding:1em;min-width:0}
.amounts{margin:0 0 1em;padding:0;border:0;min-width:0}
legend{padding:0;margin-bottom:.5em;font-weight:700}
.pills{display:flex;flex-wrap:wrap;gap:.5em}
.pill{position:relative;display:inline-flex}
.pill input{position:absolute;inset:0;opacity:0;margin:0;cursor:pointer}
.pill span{display:inline-flex;align-items:center;justify-content:center;min-height:${touchTarget};min-width:4em;
padding:.4em 1em;border:2px solid var(--a);border-radius:${radius.pill};background:${color.surfaceRaised};color:var(--a);font-weight:700}
.pill input:checked+span{background:var(--a);color:${color.onPrimary}}
.pill input:focus-visible+span{outline:${focus.width} solid ${color.focusRing};outline-offset:${focus.offset}}
.own{display:grid;gap:.3em;margin-top:1em;max-width:20em}
label[for]{font-weight:700}
input:not([type]){width:100%;min-height:${touchTarget};padding:.45em .7em;border:2px solid ${color.border};border-radius:${radius.sm};
background:${color.surfaceRaised}}
[aria-invalid=true]{border-color:${color.error}}
.error{margin:0;font-weight:700}
.qr{display:block;width:220px;max-width:100%;height:auto;aspect-ratio:1;margin:.5em 0;background:#fff;border:1px solid ${color.rule};border-radius:${radius.sm}}
.qr-note{min-height:3em}
.uen{letter-spacing:.05em}
dl{margin:0 0 1em}dl div{margin-bottom:.5em}dt{font-weight:700;color:${color.primaryDark}}dd{margin:0;overflow-wrap:break-word}
.methods{list-style:none;padding:0;margin:0 0 1em;display:grid;gap:.6em}
.methods .btn{width:100%}
.unavailable{margin:0;padding:.75em 1em;border-left:4px solid ${color.border};background:${color.surface}}
`;
