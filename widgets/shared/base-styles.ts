// Styles every element shares. rem and the host's inherited values are never trusted: a partner's
// `html {font-size: 62.5%}` or `* {color: red !important}` must not reach inside.
import {tokens} from '../../core/design/index.ts';

const {color, font, radius, focus, touchTarget} = tokens;

/** The shared sheet: host reset, theme variables, wrapper, controls, focus ring, toasts. */
export const BASE_CSS = `
:host{all:initial;display:block}
:host([hidden]){display:none}
.nard-root{all:initial;display:block;box-sizing:border-box;container-type:inline-size;
--a:var(--nard-accent,${color.primary});--r:var(--nard-radius,${radius.md});
font-family:var(--nard-font,${font.family});font-size:${font.sizeBody};line-height:${font.lineHeightBody};
color:${color.text};background:${color.surface};border-radius:var(--r);padding:1.25em;text-align:start}
.nard-root:lang(ta){font-family:var(--nard-font,${font.familyTamil})}
*,*::before,*::after{box-sizing:inherit}
h2,h3,p,ul,ol,table,figure{margin:0 0 .75em}
h2{font-size:1.45em;line-height:${font.lineHeightHeading};color:var(--a)}
h3{font-size:1.15em;line-height:${font.lineHeightHeading}}
a{color:${color.link};text-underline-offset:.15em}
button,input,select{font:inherit;color:inherit;letter-spacing:inherit;text-transform:none}
button,.btn{display:inline-flex;align-items:center;justify-content:center;gap:.4em;min-height:${touchTarget};
min-width:${touchTarget};padding:.5em 1.1em;border:2px solid var(--a);border-radius:${radius.pill};cursor:pointer;
background:var(--a);color:${color.onPrimary};font-weight:${font.weightBold};text-decoration:none}
button.quiet{background:${color.surfaceRaised};color:var(--a)}
button:disabled{opacity:.7;cursor:progress}
:focus-visible{outline:${focus.width} ${focus.style} ${color.focusRing};outline-offset:${focus.offset}}
.muted{color:${color.textMuted};font-size:${font.sizeSmall}}
.error{color:${color.error}}
.notice{padding:.75em 1em;border-radius:var(--r);border:2px solid ${color.error};background:${color.surfaceRaised}}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
`;
