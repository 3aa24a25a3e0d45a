// The site's design values. Colours follow DECISIONS.md: deep green primary, Yellow Ribbon yellow accent
// (only on dark green or behind dark text), warm off-white surfaces. Every text pair passes WCAG AA.
import {tokens} from '../../core/design/index.ts';

/** Colours, taken from core's shared tokens (their contrast pairs are tested in core). */
export const colors = {
  green: tokens.color.primary,
  greenDark: tokens.color.primaryDark,
  greenSoft: '#E3EFE6', // a pale tint behind text; ink on it passes AA
  yellow: tokens.color.accent,
  yellowSoft: '#FDF3D2',
  surface: tokens.color.surface,
  surfaceAlt: tokens.color.surfaceAlt,
  white: tokens.color.surfaceRaised,
  ink: tokens.color.text,
  muted: tokens.color.textMuted,
  link: tokens.color.link,
  border: '#D9D2C2', // decoration only, never the only edge of a control
  borderStrong: tokens.color.border,
  error: tokens.color.error,
  success: tokens.color.success,
  focus: tokens.color.focusRing,
  focusOnDark: tokens.color.focusRingOnDark,
} as const;

export const space = {xs: '4px', s: '8px', m: '16px', l: '24px', xl: '40px', xxl: '64px'} as const;
export const radius = {s: '6px', m: '12px', l: '20px', round: '999px'} as const;
export const fontStack = tokens.font.family;
export const fontStackTamil = tokens.font.familyTamil;
export const maxWidth = '1200px';
/** The page heading's size; Tamil's smaller floor lets its long words fit a 320 px phone whole. */
export const headingOneSize = {all: 'clamp(2rem, 5vw, 3rem)', tamil: 'clamp(1.4rem, 5vw, 3rem)'} as const;
export const headerHeight = '72px';
/** The header with its navigation row, from the desktop breakpoint up. */
export const headerHeightDesktop = '120px';

/** Media queries, mobile first. */
export const media = {
  tablet: '@media (min-width: 700px)',
  desktop: '@media (min-width: 1024px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Focus style shared by every control: a clear ring plus a white halo so it shows on green too. */
export const focusRing = `outline: 3px solid ${colors.focus}; outline-offset: 2px; box-shadow: 0 0 0 5px ${colors.white};`;
