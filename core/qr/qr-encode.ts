// A QR code encoder for the PayNow payloads: byte mode, error correction level M, versions 1 to 40, and
// the mask chosen by the standard's penalty rules. It follows Project Nayuki's QR Code generator (MIT),
// reduced to what we draw; a general library costs the donate widget 3.8 kB gzip, this under 1.5 kB.
import {applyMask, drawCodewords, drawFormat, drawFunctionPatterns, type Grid, penalty} from './qr-matrix.ts';

// Error correction codewords per block and number of blocks, level M, versions 1 to 40 (ISO/IEC 18004).
const ECC_PER_BLOCK = [
  10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28,
  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
];
const BLOCKS = [
  1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29,
  31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
];

/** The module grid without a quiet zone: `modules[y][x]` is true for a dark module. */
export type QrMatrix = boolean[][];

function rawModules(version: number): number {
  let result = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    result -= (25 * align - 10) * align - 55;
    if (version >= 7) result -= 36;
  }
  return result;
}

const dataCodewords = (version: number): number =>
  (rawModules(version) >> 3) - ECC_PER_BLOCK[version - 1]! * BLOCKS[version - 1]!;

// GF(2^8) over the QR polynomial 0x11d as exponent and logarithm tables, filled by the first code drawn
// (255 steps): a product is then two lookups. Multiplying bit by bit was a quarter of the first QR a page
// draws (5 of 22 ms with V8's interpreter alone, as a page runs code it meets once).
const EXP = new Uint8Array(510);
const LOG = new Uint8Array(256);

function fillField(): void {
  if (EXP[0] === 1) return;
  for (let i = 0, x = 1; i < 255; i++, x = (x << 1) ^ (x & 0x80 ? 0x11d : 0)) {
    EXP[i] = x;
    EXP[i + 255] = x;
    LOG[x] = i;
  }
}

const gfMultiply = (x: number, y: number): number => (x === 0 || y === 0 ? 0 : EXP[LOG[x]! + LOG[y]!]!);

/** The Reed-Solomon generator polynomial of `degree` (highest term implied), as in the reference. */
function generator(degree: number): Uint8Array {
  const divisor = new Uint8Array(degree);
  divisor[degree - 1] = 1;
  for (let i = 0, root = 1; i < degree; i++, root = gfMultiply(root, 2)) {
    for (let j = 0; j < degree; j++) {
      divisor[j] = gfMultiply(divisor[j]!, root) ^ (j + 1 < degree ? divisor[j + 1]! : 0);
    }
  }
  return divisor;
}

function reedSolomon(data: Uint8Array, divisor: Uint8Array): number[] {
  const degree = divisor.length;
  const remainder = new Uint8Array(degree);
  for (const byte of data) {
    const factor = byte ^ remainder[0]!;
    remainder.copyWithin(0, 1);
    remainder[degree - 1] = 0;
    for (let i = 0; i < degree; i++) remainder[i]! ^= gfMultiply(divisor[i]!, factor);
  }
  return Array.from(remainder);
}

// The payload as codewords: mode, length, bytes, terminator, padding; then split into blocks, each with
// its error correction, interleaved.
function codewords(bytes: Uint8Array, version: number): number[] {
  const data = new Uint8Array(dataCodewords(version));
  const capacity = data.length * 8;
  let length = 0;
  const put = (value: number, bits: number) => {
    for (let i = bits - 1; i >= 0; i--, length++)
      data[length >>> 3]! |= ((value >>> i) & 1) << (7 - (length & 7));
  };
  put(4, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) put(byte, 8);
  // The terminator (up to four zero bits) and the bits to the byte's end are zero already; then pad bytes.
  let at = Math.ceil(Math.min(capacity, length + 4) / 8);
  for (let pad = 0xec; at < data.length; at++, pad ^= 0xec ^ 0x11) data[at] = pad;

  const blockCount = BLOCKS[version - 1]!;
  const eccLength = ECC_PER_BLOCK[version - 1]!;
  fillField();
  const divisor = generator(eccLength);
  const raw = rawModules(version) >> 3;
  const shortBlocks = blockCount - (raw % blockCount);
  const shortLength = Math.floor(raw / blockCount);
  const blocks: number[][] = [];
  for (let i = 0, k = 0; i < blockCount; i++) {
    const block = data.subarray(k, k + shortLength - eccLength + (i < shortBlocks ? 0 : 1));
    k += block.length;
    const ecc = reedSolomon(block, divisor);
    blocks.push([...block, ...(i < shortBlocks ? [0] : []), ...ecc]);
  }
  const result: number[] = [];
  for (let i = 0; i < blocks[0]!.length; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortLength - eccLength || j >= shortBlocks) result.push(block[i]!);
    });
  }
  return result;
}

/**
 * {@link encodeQr}'s work in steps: it yields once the codewords are drawn and after each of the eight masks
 * is tried. The first QR a page draws runs in V8's interpreter (25-33 ms at 1x, 3-4 ms once warm), so the
 * site spreads it over several tasks instead of blocking one (site/lib/run-in-slices.ts).
 * @throws {RangeError} when the text is longer than a version 40 code holds.
 */
export function* encodeQrInSteps(text: string): Generator<void, QrMatrix, void> {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while ((version < 10 ? 12 : 20) + bytes.length * 8 > dataCodewords(version) * 8) {
    if (++version > 40) throw new RangeError('The text is too long for a QR code.');
  }
  const size = version * 4 + 17;
  const grid: Grid = {size, dark: new Uint8Array(size * size), fixed: new Uint8Array(size * size)};
  drawFunctionPatterns(grid, version);
  drawCodewords(grid, codewords(bytes, version));
  yield;
  // Each mask is tried on a copy, so no second pass is needed to undo it; the best copy is kept.
  let best = grid;
  let bestScore = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 8; mask++) {
    const trial: Grid = {size, dark: grid.dark.slice(), fixed: grid.fixed};
    applyMask(trial, mask);
    drawFormat(trial, mask);
    const score = penalty(trial);
    if (score < bestScore) {
      best = trial;
      bestScore = score;
    }
    yield;
  }
  return Array.from({length: size}, (_, y) =>
    Array.from(best.dark.subarray(y * size, (y + 1) * size), Boolean),
  );
}

/** Runs stepped work (a generator that yields between steps) to its end at once and gives its result. */
export function runToEnd<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Encodes `text` (as UTF-8 bytes) in the smallest QR version that holds it at error correction level M.
 * @throws {RangeError} when the text is longer than a version 40 code holds.
 * @example encodeQr('000201...').length // 45 (version 7)
 */
export function encodeQr(text: string): QrMatrix {
  return runToEnd(encodeQrInSteps(text));
}
