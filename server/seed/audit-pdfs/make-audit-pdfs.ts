// Writes server/seed/audit-pdfs/audit/annual-audit-report-<year>.pdf: one page each, built from the seed rows so the
// figures match what the Contribution page shows. Run once, commit the output:
//   npx node server/seed/audit-pdfs/make-audit-pdfs.ts
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {ANCHOR_PROJECTS, FOUNDATION} from '../../../core/content/index.ts';
import {AUDITED_YEARS} from '../audit-reports.ts';
import {SEED_CONTRIBUTORS, SEED_EXPENDITURES} from '../contributions.ts';
import {type PdfLine, renderPdf} from './pdf-page.ts';

const dollars = (cents: number): string =>
  `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

function sum(
  rows: readonly {amountCents: number; date: string; anchorProjectId: string}[],
  year: number,
  id?: string,
) {
  return rows
    .filter((row) => row.date.startsWith(`${year}-`) && (!id || row.anchorProjectId === id))
    .reduce((total, row) => total + row.amountCents, 0);
}

function reportLines(year: number): PdfLine[] {
  const income = sum(SEED_CONTRIBUTORS, year);
  const spending = sum(SEED_EXPENDITURES, year);
  const lines: PdfLine[] = [
    {text: 'SAMPLE - NOT A REAL AUDIT REPORT', size: 16, bold: true},
    {text: 'Shipped with the website software; staff replace it through npm run admin:import.', gap: 6},
    {text: FOUNDATION.name, size: 20, bold: true, gap: 22},
    {text: `Annual Audit Report ${year} (sample)`, size: 16, bold: true, gap: 8},
    {text: `Financial year: 1 January to 31 December ${year}`},
    {text: FOUNDATION.address},
    {text: 'Income and spending by anchor project (Singapore dollars)', bold: true, gap: 22},
    {columns: ['Anchor project', 'Contributions', 'Spending'], bold: true, gap: 8},
  ];
  for (const project of ANCHOR_PROJECTS) {
    const projectIncome = sum(SEED_CONTRIBUTORS, year, project.id);
    const projectSpending = sum(SEED_EXPENDITURES, year, project.id);
    lines.push({columns: [project.title, dollars(projectIncome), dollars(projectSpending)]});
  }
  lines.push(
    {columns: ['Total', dollars(income), dollars(spending)], bold: true, gap: 6},
    {text: `Surplus carried to next year: ${dollars(income - spending)}`, gap: 14},
    {text: 'Every contribution and expense in this summary is listed, with its date, on the', gap: 22},
    {text: 'Contribution page of our website. Projects not yet started show $0.00.'},
    {text: 'This one-page summary is the sample report shipped with the website software.', gap: 22},
  );
  return lines;
}

const outDir = path.join(import.meta.dirname, 'audit');
for (const year of AUDITED_YEARS) {
  const file = path.join(outDir, `annual-audit-report-${year}.pdf`);
  writeFileSync(
    file,
    renderPdf(reportLines(year), {title: `Annual Audit Report ${year} (sample)`, author: FOUNDATION.name}),
  );
  console.info(`Wrote ${path.relative(process.cwd(), file)}`);
}
