// Draws the QR locally (no third-party service ever sees the payload) as a small SVG.
import {encodeQrInSteps, runToEnd} from './qr-encode.ts';

/** The white border around the code, in modules, that scanners need (the SVG and the PNG both draw it). */
export const QR_QUIET_ZONE = 4;

/** Options for {@link qrSvg}. */
export type QrSvgOptions = {
  /** Text alternative, e.g. 'PayNow QR code for a $50.00 gift to Nard Foundation'. */
  label: string;
  /** Pixels per module for the intrinsic width and height; the SVG scales cleanly anyway. */
  moduleSize?: number;
};

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An SVG document of the QR code (error correction M, 4-module quiet zone), one path of horizontal runs.
 * Show it through {@link svgDataUri} in an `<img>` with the same label as alt text, not as innerHTML.
 * @example qrSvg(payload, {label: 'PayNow QR code for Nard Foundation'})
 */
export function qrSvg(payload: string, options: QrSvgOptions): string {
  return runToEnd(qrSvgInSteps(payload, options));
}

/** {@link qrSvg} in steps, as {@link encodeQrInSteps} gives them: for a page to spread over several tasks. */
export function* qrSvgInSteps(payload: string, options: QrSvgOptions): Generator<void, string, void> {
  const modules = yield* encodeQrInSteps(payload);
  const size = modules.length + QR_QUIET_ZONE * 2;
  let path = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      path += `M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${x - start}v1h${start - x}z`;
    }
  });
  const pixels = size * (options.moduleSize ?? 8);
  const label = escapeXml(options.label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${pixels}" ` +
    `height="${pixels}" shape-rendering="crispEdges" role="img" aria-label="${label}"><title>${label}</title>` +
    `<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

/** An SVG string as a `data:` URL for an `<img src>`. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
