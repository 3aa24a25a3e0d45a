// Drawing a QR code's modules: function patterns, format and version bits, the codeword zigzag, the eight
// masks and the penalty score that picks one (ISO/IEC 18004, as in Project Nayuki's generator).

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/**
 * Modules (1 dark) and which of them are function patterns (1, never masked), row by row in flat typed
 * arrays: the mask search reads every module 8 times over, and nested arrays made it 10x slower.
 */
export type Grid = {size: number; dark: Uint8Array; fixed: Uint8Array};

function setFixed(grid: Grid, x: number, y: number, dark: boolean): void {
  grid.dark[y * grid.size + x] = dark ? 1 : 0;
  grid.fixed[y * grid.size + x] = 1;
}

/** Draws the 15 format bits (level M and `mask`) in both copies. */
export function drawFormat(grid: Grid, mask: number): void {
  // Level M is 00, then the mask; BCH(15,5) code, then the fixed XOR pattern.
  let rem = mask;
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  const bits = ((mask << 10) | rem) ^ 0x5412;
  const bit = (i: number) => ((bits >>> i) & 1) !== 0;
  const last = grid.size - 1;
  for (let i = 0; i <= 5; i++) setFixed(grid, 8, i, bit(i));
  setFixed(grid, 8, 7, bit(6));
  setFixed(grid, 8, 8, bit(7));
  setFixed(grid, 7, 8, bit(8));
  for (let i = 9; i < 15; i++) setFixed(grid, 14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) setFixed(grid, last - i, 8, bit(i));
  for (let i = 8; i < 15; i++) setFixed(grid, 8, grid.size - 15 + i, bit(i));
  setFixed(grid, 8, grid.size - 8, true);
}

function alignmentPositions(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const result = [6];
  for (let pos = version * 4 + 10; result.length < count; pos -= step) result.splice(1, 0, pos);
  return result;
}

/** Draws timing, finder and alignment patterns, reserves the format bits, draws the version bits. */
export function drawFunctionPatterns(grid: Grid, version: number): void {
  const {size} = grid;
  for (let i = 0; i < size; i++) {
    setFixed(grid, 6, i, i % 2 === 0);
    setFixed(grid, i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [
    [3, 3],
    [size - 4, 3],
    [3, size - 4],
  ] as const) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const distance = Math.max(Math.abs(dx), Math.abs(dy));
        const x = cx + dx;
        const y = cy + dy;
        if (x >= 0 && x < size && y >= 0 && y < size) setFixed(grid, x, y, distance !== 2 && distance !== 4);
      }
    }
  }
  const positions = alignmentPositions(version);
  const last = positions.length - 1;
  positions.forEach((cx, i) => {
    positions.forEach((cy, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++)
          setFixed(grid, cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    });
  });
  drawFormat(grid, 0);
  if (version >= 7) {
    let rem = version;
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
    const bits = (version << 12) | rem;
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) !== 0;
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      setFixed(grid, a, b, dark);
      setFixed(grid, b, a, dark);
    }
  }
}

/** Places the codewords' bits in the standard's two-column zigzag, skipping function modules. */
export function drawCodewords(grid: Grid, data: readonly number[]): void {
  const {size} = grid;
  let i = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vert : vert;
        if (!grid.fixed[y * size + x] && i < data.length * 8) {
          grid.dark[y * size + x] = (data[i >>> 3]! >>> (7 - (i & 7))) & 1;
          i++;
        }
      }
    }
  }
}

/** XORs mask `mask` over the data modules; applying it twice undoes it. */
export function applyMask(grid: Grid, mask: number): void {
  const invert = MASKS[mask]!;
  const {size, dark, fixed} = grid;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = y * size + x;
      if (!fixed[at] && invert(x, y)) dark[at] = dark[at]! ^ 1;
    }
  }
}

// The standard's four penalty rules (runs, 2x2 blocks, finder-like patterns, dark balance), over one row
// (step 1) or one column (step size) of the flat grid.
function pushRun(history: Int32Array, length: number, size: number): void {
  const first = history[0]!;
  history.copyWithin(1, 0, 6);
  history[0] = first === 0 ? length + size : length;
}

function finderLike(history: Int32Array): number {
  const n = history[1]!;
  const core = n > 0 && history[2] === n && history[3] === n * 3 && history[4] === n && history[5] === n;
  return (
    (core && history[0]! >= n * 4 && history[6]! >= n ? 1 : 0) +
    (core && history[6]! >= n * 4 && history[0]! >= n ? 1 : 0)
  );
}

function lineScore(dark: Uint8Array, start: number, step: number, size: number, history: Int32Array): number {
  history.fill(0);
  let score = 0;
  let runDark = 0;
  let run = 0;
  for (let k = 0; k < size; k++) {
    const here = dark[start + k * step]!;
    if (here === runDark) {
      run++;
      if (run === 5) score += 3;
      else if (run > 5) score++;
    } else {
      pushRun(history, run, size);
      if (!runDark) score += finderLike(history) * 40;
      runDark = here;
      run = 1;
    }
  }
  if (runDark) {
    pushRun(history, run, size);
    run = 0;
  }
  pushRun(history, run + size, size);
  return score + finderLike(history) * 40;
}

/** The penalty score of the current modules; the lowest-scoring mask is used. */
export function penalty({size, dark}: Grid): number {
  const history = new Int32Array(7);
  let score = 0;
  for (let i = 0; i < size; i++) {
    score += lineScore(dark, i * size, 1, size, history);
    score += lineScore(dark, i, size, size, history);
  }
  let darkCount = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = y * size + x;
      const here = dark[at];
      darkCount += here!;
      if (
        y < size - 1 &&
        x < size - 1 &&
        here === dark[at + 1] &&
        here === dark[at + size] &&
        here === dark[at + size + 1]
      )
        score += 3;
    }
  }
  const total = size * size;
  return score + (Math.ceil(Math.abs(darkCount * 20 - total * 10) / total) - 1) * 10;
}
