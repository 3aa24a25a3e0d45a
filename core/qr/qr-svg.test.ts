import jsQR from 'jsqr';
import {describe, expect, it} from 'vitest';
import {buildPayNowPayload} from '../donate/paynow-payload.ts';
import {qrSvg, svgDataUri} from './qr-svg.ts';

// Paints the SVG's path of horizontal runs back into pixels and lets a real decoder read them.
function decodeSvg(svg: string): string | undefined {
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, run] of svg.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < Number(run) * scale; dx++) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        pixels.set([0, 0, 0, 255], at);
      }
    }
  }
  return jsQR(pixels, width, width)?.data;
}

describe('qrSvg', () => {
  const payload = buildPayNowPayload({
    uen: '202400000A',
    merchantName: 'NARD FOUNDATION',
    merchantCity: 'SINGAPORE',
    amount: 50,
  });

  it('draws a QR that decodes to the payload', () => {
    expect(decodeSvg(qrSvg(payload, {label: 'PayNow QR'}))).toBe(payload);
  });

  it('carries the label as title and aria-label, escaped', () => {
    const svg = qrSvg(payload, {label: 'Gift <to> "Nard" & co'});
    expect(svg).toContain('<title>Gift &#60;to&#62; &#34;Nard&#34; &#38; co</title>');
    expect(svg).toContain('role="img"');
    expect(svg).not.toContain('<to>');
  });

  it('makes a data URL an <img> can show', () => {
    const uri = svgDataUri('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(uri.split(',')[1]!)).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
});
