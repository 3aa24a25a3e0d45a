// Which font file draws each character of a receipt. The 14 standard PDF fonts cannot draw Chinese or
// Tamil names, so the PDFs embed Noto (OFL-1.1) from the @fontsource packages. Fontsource cuts each family
// into unicode-range slices and lists them in the package's unicode.json; we choose the slice per
// character, so pdfkit embeds only the slices a document draws from, and of those only the glyphs used:
// a Latin-only receipt carries a few kB of Noto Sans, a Chinese name a few glyphs from one or two of the
// ~100 Noto Sans SC slices. No whole CJK font (tens of MB) is ever read.
// WOFF, not WOFF2: fontkit 2.0.4 corrupts composite glyphs when it subsets a WOFF2 font (Noto Sans SC).
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/** The weights the PDFs use; every family below ships both. */
export type Weight = 400 | 700;

/** A stretch of text that one font file draws. */
export type FontRun = {
  text: string;
  /** The font file (a path pdfkit reads and caches by). */
  font: string;
  /** True for scripts whose glyphs are drawn out of reading order (Tamil vowel signs before consonants). */
  reordered: boolean;
};

type Slice = {name: string; ranges: readonly (readonly [number, number])[]};
type Family = {dir: string; id: string; reordered: boolean; slices: readonly Slice[]};

// In order of preference: a character any Noto Sans slice can draw is drawn in Noto Sans.
const FAMILY_PACKAGES = [
  {pkg: '@fontsource/noto-sans', id: 'noto-sans', reordered: false},
  {pkg: '@fontsource/noto-sans-tamil', id: 'noto-sans-tamil', reordered: true},
  {pkg: '@fontsource/noto-sans-sc', id: 'noto-sans-sc', reordered: false},
] as const;

const require = createRequire(import.meta.url);

// 'U+0B82-0BFA,U+20B9' -> [[0x0b82, 0x0bfa], [0x20b9, 0x20b9]]
function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(',').map((part) => {
    const [first, last = first] = part.trim().slice(2).split('-');
    return [Number.parseInt(first!, 16), Number.parseInt(last!, 16)];
  });
}

function loadFamily({pkg, id, reordered}: (typeof FAMILY_PACKAGES)[number]): Family {
  const unicodeJson = require.resolve(`${pkg}/unicode.json`);
  const ranges = JSON.parse(readFileSync(unicodeJson, 'utf8')) as Record<string, string>;
  // Numbered slices are keyed '[12]' and their files named '-12-'.
  const slices = Object.entries(ranges).map(([key, range]) => ({
    name: key.replace(/^\[(\d+)\]$/, '$1'),
    ranges: parseRanges(range),
  }));
  return {dir: path.dirname(unicodeJson), id, reordered, slices};
}

let families: readonly Family[] | null = null;

function allFamilies(): readonly Family[] {
  families ??= FAMILY_PACKAGES.map(loadFamily);
  return families;
}

type Choice = {family: Family; slice: Slice};

function covers(slice: Slice, codePoint: number): boolean {
  return slice.ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

function choose(codePoint: number): Choice | null {
  for (const family of allFamilies()) {
    const slice = family.slices.find((candidate) => covers(candidate, codePoint));
    if (slice) return {family, slice};
  }
  return null;
}

const fallback = (): Choice => {
  const family = allFamilies()[0]!;
  return {family, slice: family.slices.find((slice) => slice.name === 'latin')!};
};

function fontFile({family, slice}: Choice, weight: Weight): string {
  return path.join(family.dir, 'files', `${family.id}-${slice.name}-${weight}-normal.woff`);
}

/**
 * Cuts `text` into runs of one font file each. A character stays in the current run when that run's
 * slice can draw it (so joiners and marks stay with their letters); otherwise it goes to the first family
 * that can, and one no family can draw goes to Noto Sans, which shows a box for it.
 * @example fontRuns('Tan 陈', 400).map((run) => run.text) // ['Tan ', '陈']
 */
export function fontRuns(text: string, weight: Weight): FontRun[] {
  const runs: FontRun[] = [];
  let current: Choice | null = null;
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (!current || !covers(current.slice, codePoint)) {
      current = choose(codePoint) ?? fallback();
      runs.push({text: '', font: fontFile(current, weight), reordered: current.family.reordered});
    }
    runs[runs.length - 1]!.text += character;
  }
  return runs;
}
