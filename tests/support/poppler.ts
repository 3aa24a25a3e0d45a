// Test support: a PDF read back as a person's PDF reader would give it, through poppler-utils (pdftotext
// for the text, pdfinfo for pages and metadata, pdffonts for fonts); `npm run preflight` installs it.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

/** Runs one poppler tool on the PDF's bytes and returns what it printed. */
export function poppler(
  tool: 'pdftotext' | 'pdfinfo' | 'pdffonts',
  pdf: Uint8Array,
  ...args: string[]
): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'nard-pdf-'));
  const file = path.join(folder, 'read.pdf');
  writeFileSync(file, pdf);
  const output = tool === 'pdftotext' ? [...args, file, '-'] : [...args, file];
  try {
    return execFileSync(tool, output, {encoding: 'utf8'});
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: apt-get install -y poppler-utils (npm run preflight does it)`);
    }
    throw error;
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

/** The PDF's text, laid out as on the page. */
export const pdfText = (pdf: Uint8Array, ...args: string[]) => poppler('pdftotext', pdf, '-layout', ...args);

/** The colour (`#rrggbb`) of page 1 at (x, y) points from its top left, rendered by pdftoppm at 72 dpi. */
export function pdfColourAt(pdf: Uint8Array, x: number, y: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'nard-pdf-'));
  const file = path.join(folder, 'read.pdf');
  writeFileSync(file, pdf);
  try {
    // PPM (P6): a text header "P6 width height 255", then the pixels as RGB bytes.
    const ppm = execFileSync('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', file], {maxBuffer: 16 << 20});
    const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 32).toString('latin1'));
    if (!header) throw new Error('pdftoppm gave no PPM');
    const offset = header[0].length + (Math.round(y) * Number(header[1]) + Math.round(x)) * 3;
    return `#${[...ppm.subarray(offset, offset + 3)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}
