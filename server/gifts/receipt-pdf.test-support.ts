// The receipt both PDF tests read back: its facts, and the PDF's text and metadata as poppler gives them.
import {FOUNDATION} from '../../core/content/index.ts';
import {pdfText, poppler} from '../../tests/support/poppler.ts';
import type {ReceiptFacts} from './receipt-pdf.ts';

export const text = pdfText;

/** pdfinfo's fields (Pages, Title, Page size...). */
export function info(pdf: Uint8Array): Record<string, string> {
  const lines = poppler('pdfinfo', pdf).trim().split('\n');
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(16).trim()]));
}

export const issuer = {
  name: FOUNDATION.name,
  address: FOUNDATION.address,
  uen: '202400000A',
  ipcNumber: 'IPC000789',
  ipcValidUntil: '2027-12-31',
};

/** A tax deduction receipt paid as a pledge asks, for an English reader, in the first deduction period. */
export const receipt: ReceiptFacts = {
  issuer,
  receiptNumber: 'NRD0000042',
  receivedOn: '2026-03-05',
  amountCents: 123450,
  project: 'urban-farming',
  donorName: '陈慧玲',
  taxId: 'S1234567D',
  giftReference: 'NARD-7KQM-3XWA',
  paidBy: null,
  language: 'en',
  signatory: null,
  deduction: {percent: 250, from: null, until: '2026-12-31'},
};

/** The text on one line, as a reader sees it: pdftotext's layout spaces and line breaks made one space. */
export const flat = (pdf: Uint8Array) => text(pdf).replace(/\s+/g, ' ');
/** For Chinese, which wraps between any two characters: the text with no white space at all. */
export const solid = (words: string) => words.replace(/\s+/g, '');
