// Page-wide base styles. Called during render (not at import) so every prerendered page extracts them.
import {glob} from 'goober';
import {
  colors,
  focusRing,
  fontStack,
  fontStackTamil,
  headerHeight,
  headerHeightDesktop,
  headingOneSize,
  media,
} from './theme.ts';

export function GlobalStyles() {
  glob`
    *, *::before, *::after { box-sizing: border-box; }
    html { scroll-padding-top: calc(${headerHeight} + 16px); -webkit-text-size-adjust: 100%; }
    ${media.desktop} { html { scroll-padding-top: calc(${headerHeightDesktop} + 16px); } }
    /* Tamil and Malay names are long: their navigation may take a second row below 1440 px. */
    @media (min-width: 1024px) and (max-width: 1439px) {
      html:lang(ta), html:lang(ms) { scroll-padding-top: calc(${headerHeightDesktop} + 64px); }
    }
    body {
      margin: 0; background: ${colors.surface}; color: ${colors.ink};
      font-family: ${fontStack}; font-size: 1.125rem; line-height: 1.65;
    }
    html:lang(ta) body { font-family: ${fontStackTamil}; }
    h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 0.5em; color: ${colors.greenDark}; }
    h1 { font-size: ${headingOneSize.all}; }
    /* Tamil words run long, in their real Bold longer still: a phone's heading must hold the longest whole. */
    h1:lang(ta) { font-size: ${headingOneSize.tamil}; }
    h2 { font-size: clamp(1.6rem, 3.5vw, 2.2rem); }
    h2:lang(ta) { font-size: clamp(1.25rem, 3.5vw, 2.2rem); }
    h3 { font-size: 1.3rem; }
    p { margin: 0 0 1em; max-width: 68ch; }
    img, svg { max-width: 100%; height: auto; }
    a { color: ${colors.green}; text-underline-offset: 3px; }
    a:hover { color: ${colors.greenDark}; }
    :focus-visible { ${focusRing} }
    [tabindex='-1']:focus { outline: none; }
    ${media.reducedMotion} {
      *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
    }
  `;
  return null;
}
