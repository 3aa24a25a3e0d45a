// The "Give now" form's look inside <nard-donate>, shipped with its part (the element's budget stays).
import {tokens} from '../../core/design/index.ts';

const {color, touchTarget, radius} = tokens;

/**
 * Fields stacked, check boxes beside their words, the tax part on a tint; the pledge's steps one a line.
 * While a pledge's confirmation shows, the element's general ways (a QR without the reference, the bank card)
 * are not displayed, so no one, screen readers included, is offered a way that cannot be matched (issue 56).
 * A rule here rather than state in the element: it costs the element (12 kB budget) nothing, and it comes and
 * goes with the confirmation itself.
 */
export const PLEDGE_CSS = `
[part=give-now]:has([data-pledge-reference])+.ways{display:none}
.give{display:grid;grid-template-columns:minmax(0,1fr);gap:.9em;max-width:40em}
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
.reference{display:block;white-space:nowrap;font-size:1.25em;letter-spacing:.04em;color:${color.primaryDark}}
h4:focus{outline:none}
.give h5{margin:0;font-size:1em}
.steps{margin:0;padding-left:1.5em;display:grid;gap:.8em}
.steps strong{white-space:nowrap;color:${color.primaryDark}}
.steps li>span,.save{display:flex;flex-wrap:wrap;gap:.5em;align-items:center;margin-top:.3em}
.steps button{padding:.4em .9em}
`;
