// The design tokens shared by the site and the widgets, as plain values (no CSS-in-JS, no framework).

/** Colour emoji wherever the platform's text font has none. */
const EMOJI_FONTS = "'Apple Color Emoji', 'Segoe UI Emoji'";

/**
 * Design tokens. Deep green for growth and the urban farm, Yellow Ribbon yellow as the accent (only on
 * green or as a fill behind dark text, never as text on light surfaces), warm off-white surfaces.
 * Every pair meant for text is listed in {@link CONTRAST_PAIRS} and checked against WCAG AA by a test.
 *
 * @example
 * css`color: ${tokens.color.text}; font: ${tokens.font.sizeBody}/${tokens.font.lineHeightBody} ${tokens.font.family};`
 */
export const tokens = {
  color: {
    primary: '#1E5C3A',
    primaryDark: '#143F28',
    onPrimary: '#FFFFFF',
    accent: '#F5C531',
    onAccent: '#1E2320',
    surface: '#FBF8F1',
    surfaceAlt: '#F2ECDF',
    surfaceRaised: '#FFFFFF',
    text: '#1E2320',
    textMuted: '#55605A',
    link: '#17613A',
    error: '#A52A1F',
    success: '#1E6B3C',
    border: '#737A73',
    // Decoration only (table rules, card edges), never the only edge of a control.
    rule: '#D9D2C2',
    // A pale green behind text, such as a table's Total line; text on it passes AA.
    primarySoft: '#E3EFE6',
    focusRing: '#0F5FA8',
    focusRingOnDark: '#F5C531',
  },
  font: {
    // System fonts only: no web-font download on mobile data. Every browser we support (decision 001:
    // Safari 16.4 and later, and its peers) knows system-ui, the platform's own font (San Francisco, Segoe
    // UI, Roboto, the desktop's on Linux), so the names that once stood in for it (-apple-system, Segoe UI,
    // Roboto, Helvetica Neue, Arial, Noto Sans) were never reached; the emoji fonts keep emoji in colour.
    family: `system-ui, sans-serif, ${EMOJI_FONTS}`,
    // Tamil names its font before the generic family. Chromium with the Noto fonts (Linux, ChromeOS) then
    // takes it at once, Bold included; through sans-serif it asked fontconfig for a fallback per run of
    // Tamil text and drew bold by thickening the Regular; the Tamil elements took 1.2-1.5 times as long
    // to paint (decision 001). Tamil's alone: named for every language, Chinese text opened the Tamil font.
    familyTamil: `system-ui, 'Noto Sans Tamil', sans-serif, ${EMOJI_FONTS}`,
    sizeBody: '18px',
    sizeSmall: '16px',
    sizeLarge: '22px',
    sizeH3: '24px',
    sizeH2: '30px',
    sizeH1: '38px',
    weightRegular: 400,
    weightBold: 700,
    lineHeightBody: 1.6,
    lineHeightHeading: 1.25,
    // Short lines help readers with reading difficulties.
    measure: '65ch',
  },
  space: {xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px', xxl: '64px'},
  radius: {sm: '6px', md: '12px', lg: '20px', pill: '999px'},
  focus: {width: '3px', offset: '2px', style: 'solid'},
  touchTarget: '44px',
  shadow: {card: '0 2px 8px rgba(30, 35, 32, 0.12)', raised: '0 8px 24px rgba(30, 35, 32, 0.18)'},
  breakpoint: {sm: 480, md: 768, lg: 1024, xl: 1280},
  // Motion stays small; consumers drop it entirely under prefers-reduced-motion.
  motion: {fastMs: 150, baseMs: 250, slowMs: 400, easing: 'cubic-bezier(0.2, 0, 0, 1)'},
  zIndex: {header: 100, menu: 200, modal: 300, toast: 400},
} as const;

/** A token colour name. */
export type ColourToken = keyof typeof tokens.color;

/** A foreground/background pair the design uses, and the WCAG AA ratio it must reach. */
export interface ContrastPair {
  readonly foreground: ColourToken;
  readonly background: ColourToken;
  /** 4.5 for body text; 3 for large text, control edges and focus rings. */
  readonly minimum: 4.5 | 3;
}

/** Every colour pair the site and widgets may use; anything else is not a tested combination. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  {foreground: 'text', background: 'surface', minimum: 4.5},
  {foreground: 'text', background: 'surfaceAlt', minimum: 4.5},
  {foreground: 'text', background: 'surfaceRaised', minimum: 4.5},
  {foreground: 'textMuted', background: 'surface', minimum: 4.5},
  {foreground: 'textMuted', background: 'surfaceAlt', minimum: 4.5},
  {foreground: 'textMuted', background: 'surfaceRaised', minimum: 4.5},
  {foreground: 'link', background: 'surface', minimum: 4.5},
  {foreground: 'link', background: 'surfaceAlt', minimum: 4.5},
  {foreground: 'link', background: 'surfaceRaised', minimum: 4.5},
  {foreground: 'primary', background: 'surface', minimum: 4.5},
  {foreground: 'error', background: 'surface', minimum: 4.5},
  {foreground: 'error', background: 'surfaceRaised', minimum: 4.5},
  {foreground: 'success', background: 'surface', minimum: 4.5},
  {foreground: 'text', background: 'primarySoft', minimum: 4.5},
  {foreground: 'primaryDark', background: 'primarySoft', minimum: 4.5},
  {foreground: 'success', background: 'surfaceRaised', minimum: 4.5},
  {foreground: 'onPrimary', background: 'primary', minimum: 4.5},
  {foreground: 'onPrimary', background: 'primaryDark', minimum: 4.5},
  {foreground: 'accent', background: 'primary', minimum: 4.5},
  {foreground: 'accent', background: 'primaryDark', minimum: 4.5},
  {foreground: 'onAccent', background: 'accent', minimum: 4.5},
  {foreground: 'primary', background: 'accent', minimum: 4.5},
  {foreground: 'border', background: 'surface', minimum: 3},
  {foreground: 'border', background: 'surfaceRaised', minimum: 3},
  {foreground: 'focusRing', background: 'surface', minimum: 3},
  {foreground: 'focusRing', background: 'surfaceAlt', minimum: 3},
  {foreground: 'focusRing', background: 'surfaceRaised', minimum: 3},
  {foreground: 'focusRingOnDark', background: 'primary', minimum: 3},
  {foreground: 'focusRingOnDark', background: 'primaryDark', minimum: 3},
];
