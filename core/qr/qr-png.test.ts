import jsQR from 'jsqr';
import {PNG} from 'pngjs';
import {describe, expect, it} from 'vitest';
import {pledgePayload} from '../donate/pledge.ts';
import {encodeQr} from './qr-encode.ts';
import {pledgeQrFile, qrPng} from './qr-png.ts';

const paynow = {uen: '202400000A', merchantName: 'NARD FOUNDATION LTD', merchantCity: 'Singapore'};
const payload = pledgePayload(paynow, 5000, 'NARD-7KQM-3XWA');

// Read as an image viewer would (pngjs checks the signature, every chunk's CRC and the zlib stream), then
// scanned by a real decoder.
async function decode(blob: Blob) {
  const png = PNG.sync.read(Buffer.from(await blob.arrayBuffer()));
  return {png, text: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data};
}

describe('qrPng', () => {
  it('is a PNG that decodes to the payload it was made from', async () => {
    const blob = await qrPng(payload);
    expect(blob.type).toBe('image/png');
    const {png, text} = await decode(blob);
    expect(text).toBe(payload);
    // The code's modules and the 4-module quiet zone each side, 10 pixels a module.
    expect(png.width).toBe((encodeQr(payload).length + 8) * 10);
    expect(png.height).toBe(png.width);
  });

  it('keeps the quiet zone white and draws the finder black', async () => {
    const {png} = await decode(await qrPng(payload, 2));
    const pixel = (x: number, y: number) => png.data[(y * png.width + x) * 4];
    expect(pixel(0, 0)).toBe(255);
    expect(pixel(7, 7)).toBe(255);
    expect(pixel(8, 8)).toBe(0);
  });

  it('refuses a payload no QR code holds, as the SVG does', async () => {
    await expect(qrPng('z'.repeat(2400))).rejects.toThrow(RangeError);
  });
});

describe('pledgeQrFile', () => {
  it('names the file with the reference', async () => {
    const file = await pledgeQrFile(payload, 'NARD-7KQM-3XWA');
    expect(file.name).toBe('nard-gift-NARD-7KQM-3XWA.png');
    expect((await decode(file)).text).toBe(payload);
  });
});
