// The form's own layout; colours and controls come from the shared sheet.
import {tokens} from '../../core/design/index.ts';

const {color, touchTarget} = tokens;

/** Two columns on wide elements, one on narrow ones (container query, so the partner's layout decides). */
export const VOLUNTEER_FORM_CSS = `
.fields{display:grid;gap:.9em 1.25em;margin:1em 0}
@container (min-width:620px){.fields{grid-template-columns:1fr 1fr}}
.field{display:grid;gap:.3em;align-content:start}
label{font-weight:700}
input,select{width:100%;min-height:${touchTarget};padding:.45em .7em;border:2px solid ${color.border};
border-radius:var(--r);background:${color.surfaceRaised}}
select:disabled{background:${color.surfaceAlt};color:${color.textMuted}}
input::placeholder{color:${color.textMuted};opacity:1}
[aria-invalid=true]{border-color:${color.error}}
.field-error{margin:0;font-size:${tokens.font.sizeSmall}}
.phone{display:flex;align-items:stretch}
.calling-code{display:flex;align-items:center;padding:0 .7em;border:2px solid ${color.border};border-right:0;
border-radius:var(--r) 0 0 var(--r);background:${color.surfaceAlt}}
.phone input{border-radius:0 var(--r) var(--r) 0}
button[type=submit]{width:100%}
@container (min-width:620px){button[type=submit]{width:auto;min-width:12em}}
.toasts{display:grid;gap:.5em;margin:.75em 0}
.toasts:empty{display:none}
.toast{padding:.6em 1em;border-radius:var(--r);background:${color.surfaceRaised};border-left:.4em solid ${color.border}}
.toast.success{border-color:${color.success}}.toast.error{border-color:${color.error}}
.toast.loading,.toast.info{border-color:var(--a)}
h2:focus{outline:none}
h2:focus-visible{outline:${tokens.focus.width} solid ${color.focusRing}}
`;
