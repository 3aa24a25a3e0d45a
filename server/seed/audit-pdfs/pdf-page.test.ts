// The committed audit PDFs are valid (xref offsets point at their objects) and match the seed totals.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SEED_CONTRIBUTORS, SEED_EXPENDITURES} from '../contributions.ts';
import {renderPdf} from './pdf-page.ts';

function checkStructure(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  const start = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
  expect(text.slice(start, start + 4)).toBe('xref');
  const offsets = [...text.slice(start).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  expect(offsets.length).toBeGreaterThan(5);
  offsets.forEach((offset, index) => {
    expect(text.slice(offset, offset + 20)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
  });
  const length = Number(/\/Length (\d+)/.exec(text)![1]);
  const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
  expect(text.slice(streamStart + length, streamStart + length + 10)).toBe('\nendstream');
}

const cents = (rows: readonly {amountCents: number; date: string}[], year: number) =>
  rows.filter((row) => row.date.startsWith(`${year}-`)).reduce((sum, row) => sum + row.amountCents, 0);
const dollars = (value: number) => `$${(value / 100).toLocaleString('en-US', {minimumFractionDigits: 2})}`;

describe('audit PDFs', () => {
  it.each([2024, 2025])('annual-audit-report-%i.pdf is well formed and states the seed totals', (year) => {
    const pdf = readFileSync(path.join(import.meta.dirname, 'audit', `annual-audit-report-${year}.pdf`));
    checkStructure(pdf);
    const text = pdf.toString('latin1');
    expect(text).toContain(`(Annual Audit Report ${year} \\(sample\\)) Tj`);
    expect(text).toContain('(SAMPLE - NOT A REAL AUDIT REPORT) Tj');
    expect(text).toContain(`(${dollars(cents(SEED_CONTRIBUTORS, year))}) Tj`);
    expect(text).toContain(`(${dollars(cents(SEED_EXPENDITURES, year))}) Tj`);
  });

  it('escapes parentheses and refuses text it cannot encode', () => {
    const pdf = renderPdf([{text: 'Total (SGD) \\ net'}], {title: 'T', author: 'A'});
    checkStructure(pdf);
    expect(pdf.toString('latin1')).toContain('(Total \\(SGD\\) \\\\ net) Tj');
    expect(() => renderPdf([{text: 'Café'}], {title: 'T', author: 'A'})).toThrow(/printable ASCII/);
  });
});
