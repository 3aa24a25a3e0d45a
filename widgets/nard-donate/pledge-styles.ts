// The "Give now" form's look inside <nard-donate>, shipped with its part (the element's budget stays).
import {tokens} from '../../core/data/index.ts';

const {color, touchTarget, radius} = tokens;

/** Fields stacked, check boxes beside their words, the tax part on a tint. */
export const PLEDGE_CSS = `
.give{display:grid;gap:.9em;max-width:40em}
.give p{margin:0}
.field{display:grid;gap:.3em}
.give select,.give input[type=text],.give input[type=email]{width:100%;min-height:${touchTarget};padding:.45em .7em;
border:2px solid ${color.border};border-radius:${radius.sm};background:${color.surfaceRaised};font:inherit}
.check{display:grid;grid-template-columns:auto 1fr;gap:.3em .7em;align-items:start}
.check input,.choice input{width:1.4em;height:1.4em;margin:.1em 0 0;accent-color:var(--a)}
.check .error{grid-column:2}
.check label{font-weight:400}
.choice{display:inline-flex;gap:.5em;align-items:center;min-height:${touchTarget};margin-right:1.5em}
.tax{display:grid;gap:.9em;padding:1em;border-radius:${radius.sm};background:${color.surface}}
.reference{display:block;white-space:nowrap;font-size:1.4em;letter-spacing:.06em;color:${color.primaryDark}}
h4:focus{outline:none}
`;
