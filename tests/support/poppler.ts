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
