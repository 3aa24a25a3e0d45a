// The QR as a PNG file, what "Save QR" saves (issue 56): a phone cannot scan its own screen, but a banking
// app opens a picture from the gallery. The same modules as the SVG, black on white with the quiet zone, as
// 8-bit greyscale rows deflated by the platform's CompressionStream (zlib, the stream PNG asks for).
import {encodeQr} from './qr-encode.ts';
import {QR_QUIET_ZONE} from './qr-svg.ts';

// CRC-32 as PNG defines it (ISO 3309), bit by bit: only the chunks' few kilobytes go through it.
function crc32(bytes: Uint8Array): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

// Length, type, data, then the CRC of type and data.
function chunk(type: string, data: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const zlib = new CompressionStream('deflate');
  const writer = zlib.writable.getWriter();
  void writer.write(bytes);
  void writer.close();
  return new Uint8Array(await new Response(zlib.readable).arrayBuffer());
}

/**
 * The PNG of the QR for `payload`, `pixelsPerModule` pixels a module (10: about 500 px across for a PayNow
 * code, sharp in a gallery and for a scanner).
 * @throws {RangeError} when the payload is longer than a QR code holds.
 * @example new File([await qrPng(gift.paynowPayload)], qrFileName(gift.reference), {type: 'image/png'})
 */
export async function qrPng(payload: string, pixelsPerModule = 10): Promise<Blob> {
  const modules = encodeQr(payload);
  const side = (modules.length + QR_QUIET_ZONE * 2) * pixelsPerModule;
  // Each row: filter type 0 (none), then one byte a pixel (0 black, 255 white).
  const rows = new Uint8Array((side + 1) * side).fill(255);
  for (let y = 0; y < side; y++) {
    rows[y * (side + 1)] = 0;
    const row = modules[Math.floor(y / pixelsPerModule) - QR_QUIET_ZONE];
    for (let x = 0; x < side; x++) {
      if (row?.[Math.floor(x / pixelsPerModule) - QR_QUIET_ZONE]) rows[y * (side + 1) + 1 + x] = 0;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, side);
  view.setUint32(4, side);
  header[8] = 8; // bit depth; colour type 0 (greyscale), compression, filter and interlace all 0
  const parts: Uint8Array<ArrayBuffer>[] = [
    new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', await deflate(rows)),
    chunk('IEND', new Uint8Array()),
  ];
  return new Blob(parts, {type: 'image/png'});
}

/** The pledge's QR as the file "Save QR" saves, named with its reference: 'nard-gift-NARD-7KQM-3XWA.png'. */
export async function pledgeQrFile(payload: string, reference: string): Promise<File> {
  return new File([await qrPng(payload)], `nard-gift-${reference}.png`, {type: 'image/png'});
}
