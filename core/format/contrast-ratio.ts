// WCAG 2.x contrast, so the design tokens can prove in a test that every text pair is readable.

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function channelLuminance(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/**
 * The relative luminance of a `#rgb` or `#rrggbb` colour (0 for black, 1 for white).
 *
 * @throws {TypeError} when the colour is not a hex colour.
 */
export function relativeLuminance(hex: string): number {
  if (!HEX_COLOUR.test(hex)) {
    throw new TypeError(`Expected a #rgb or #rrggbb colour, got '${hex}'`);
  }
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [red, green, blue] = [0, 2, 4].map((start) =>
    channelLuminance(Number.parseInt(digits.slice(start, start + 2), 16)),
  );
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/**
 * The WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white); order does not matter.
 * AA needs 4.5 for body text, 3 for large text and for controls' edges and focus rings.
 *
 * @example
 * contrastRatio('#000', '#ffffff'); // 21
 */
export function contrastRatio(hexA: string, hexB: string): number {
  const [lighter, darker] = [relativeLuminance(hexA), relativeLuminance(hexB)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}
