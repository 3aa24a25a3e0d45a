// What every gift PDF shares: an A4 page, the foundation's letterhead with its UEN and IPC registration,
// the document's metadata, and the bytes at the end.
import {LOGO_MARK} from '../../core/design/index.ts';
import {formatLongDate} from '../../core/format/index.ts';
import {type Doc, textWidth, writeText} from './pdf-text.ts';

/** The foundation as a receipt names it; from FOUNDATION and the IPC settings. */
export type Issuer = {
  name: string;
  address: string;
  uen: string;
  /** The IPC registration number the Commissioner of Charities gave. */
  ipcNumber: string | null;
  /** The last day of the current IPC status, `YYYY-MM-DD`, when known. */
  ipcValidUntil: string | null;
};

/** The page's geometry in points; A4 is 595 x 842. */
export const PAGE = {margin: 56, width: 595.28, height: 841.89} as const;

/** The width between the margins. */
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/** The greys the letterhead and labels use (AA contrast on white). */
export const GREY = '#555555';
const RULE = '#BBBBBB';
const FOOTER = {size: 8.5, color: GREY} as const;

/**
 * A new A4 document with the issuer as its author. Pages are buffered so footers can count them. pdfkit is
 * loaded with the first PDF, not at start: a server that sends no receipt never holds its font engine.
 */
export async function newPdf(issuer: Issuer, title: string, subject: string): Promise<Doc> {
  const {default: PdfDocument} = await import('pdfkit');
  return new PdfDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: 'en-SG',
    displayTitle: true,
    info: {Title: title, Author: issuer.name, Subject: subject, Creator: issuer.name},
  });
}

function ipcLine(issuer: Issuer): string {
  if (!issuer.ipcNumber) return `UEN ${issuer.uen}`;
  const registration = `UEN ${issuer.uen}  ·  IPC registration no. ${issuer.ipcNumber}`;
  if (!issuer.ipcValidUntil) return registration;
  return `${registration}, IPC status valid until ${formatLongDate(issuer.ipcValidUntil)}`;
}

/** The mark's size on the letterhead, in points, and the gap between it and the foundation's name. */
const LOGO_SIZE = 46;
const LOGO_GAP = 14;

/**
 * Draws the foundation's mark (core/design LOGO_MARK) as vector paths with its top left at (x, y): a few
 * hundred bytes in the PDF, sharp at any zoom, and the same shapes the site draws.
 */
export function drawLogo(doc: Doc, x: number, y: number, size: number): void {
  const {viewBox, circle, ribbon, stem, leaves} = LOGO_MARK;
  doc
    .save()
    .translate(x, y)
    .scale(size / viewBox);
  doc.circle(circle.cx, circle.cy, circle.r).fill(circle.fill);
  doc.path(ribbon.d).fill(ribbon.fill);
  doc.path(stem.d).lineWidth(stem.width).lineCap('round').stroke(stem.stroke);
  for (const leaf of leaves) doc.path(leaf.d).fill(leaf.fill);
  doc.restore();
}

/** Draws the letterhead (the mark, then name, address and registration) and leaves `doc.y` below its rule. */
export function drawLetterhead(doc: Doc, issuer: Issuer): void {
  drawLogo(doc, PAGE.margin, PAGE.margin, LOGO_SIZE);
  const x = PAGE.margin + LOGO_SIZE + LOGO_GAP;
  const width = CONTENT_WIDTH - LOGO_SIZE - LOGO_GAP;
  writeText(doc, issuer.name, x, PAGE.margin, {size: 16, weight: 700, width});
  writeText(doc, issuer.address, x, doc.y + 2, {size: 9, color: GREY, width});
  writeText(doc, ipcLine(issuer), x, doc.y + 1, {size: 9, color: GREY, width});
  drawRule(doc, Math.max(doc.y, PAGE.margin + LOGO_SIZE) + 8);
  doc.y = Math.max(doc.y, PAGE.margin + LOGO_SIZE) + 24;
}

/** A thin line across the content width at `y`. */
export function drawRule(doc: Doc, y: number): void {
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.width - PAGE.margin, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
}

/** Writes "Page N of M" in the bottom margin of every page; call it once all pages are drawn. */
export function numberPages(doc: Doc): void {
  const {start, count} = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const words = `Page ${index - start + 1} of ${count}`;
    const x = PAGE.width - PAGE.margin - textWidth(doc, words, FOOTER);
    writeText(doc, words, x, PAGE.height - PAGE.margin + 18, FOOTER);
  }
}

/** Ends the document and resolves with its bytes. */
export function pdfBytes(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
