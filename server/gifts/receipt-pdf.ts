// A gift's receipt and a donor's year statement as PDFs (issues 22 and 56). With an NRIC, FIN or UEN the
// receipt is a tax deduction receipt, worded as the Charity Portal asks of an IPC (for the donor's records;
// the deduction is included in their assessment automatically; nothing to claim), with the rate and period
// the foundation set (RECEIPT_DEDUCTION); without one it is a plain acknowledgement. Both say how the gift
// was paid, that nothing was given in return, and who issued it (decision 054). The ID is masked here
// whatever the caller passes, so a full number never reaches a PDF.

import {giftProjectTitle} from '../../core/content/index.ts';
import {formatCents, formatLongDate} from '../../core/format/index.ts';
import {maskTaxId} from '../../core/rules/index.ts';
import type {DeductionPeriod} from '../receipt-settings.ts';
import {
  CONTENT_WIDTH,
  drawLetterhead,
  drawRule,
  GREY,
  type Issuer,
  newPdf,
  numberPages,
  PAGE,
  pdfBytes,
} from './pdf-document.ts';
import {type Doc, writeText} from './pdf-text.ts';
import type {ReceiptFacts} from './receipt-facts.ts';
import {
  deductionLine,
  issuerLine,
  paymentMethod,
  type ReceiptWords,
  receiptWordsIn,
} from './receipt-lines.ts';
import {drawReceiptSummary} from './receipt-summary.ts';
import {drawStatementTable, type StatementGift} from './statement-table.ts';

export type {Issuer} from './pdf-document.ts';
export type {StatementGift} from './statement-table.ts';

export type {ReceiptFacts};

/** A donor's gifts received in one year. */
export type YearStatementFacts = {
  issuer: Issuer;
  year: number;
  donorName: string;
  gifts: readonly StatementGift[];
  /** The deduction period that covers the whole year, or null (the statement then names no rate). */
  deduction: DeductionPeriod | null;
};

const BODY = {size: 10.5, width: CONTENT_WIDTH, lineGap: 2.5} as const;
const NOTE = {...BODY, size: 9.5, color: GREY} as const;

function receiptParagraphs(facts: ReceiptFacts): string[] {
  const {name} = facts.issuer;
  if (!facts.taxId) {
    return [
      `Thank you for your gift to ${name}.`,
      'This is an acknowledgement, not a tax deduction receipt. You did not give us an NRIC, FIN or UEN ' +
        'with this gift, so we do not report it to the Inland Revenue Authority of Singapore (IRAS) and no ' +
        'tax deduction is claimed for it.',
    ];
  }
  const deduction = facts.deduction
    ? `a deduction of ${facts.deduction.percent}% of the amount`
    : 'the deduction IRAS allows for it';
  return [
    `Thank you for your gift. ${name} is an Institution of a Public Character (IPC), so this donation ` +
      'is tax deductible.',
    `Because you gave us your NRIC, FIN or UEN, we report this donation to the Inland Revenue Authority ` +
      `of Singapore (IRAS), and ${deduction} will be included in your tax assessment automatically. You do ` +
      'not need to claim it in your tax return or send this receipt to IRAS. Please keep it for your own ' +
      'records.',
  ];
}

function drawFacts(doc: Doc, rows: readonly (readonly [string, string])[]): void {
  const valueX = PAGE.margin + 150;
  for (const [label, value] of rows) {
    const top = doc.y;
    writeText(doc, label, PAGE.margin, top + 1, {size: 10, color: GREY});
    writeText(doc, value, valueX, top, {size: 11, width: CONTENT_WIDTH - 150});
    doc.y = Math.max(doc.y, top + 14) + 4;
  }
}

function factRows(words: ReceiptWords, facts: ReceiptFacts): [string, string][] {
  return [
    [words('receiptNumber'), facts.receiptNumber],
    [words('dateReceived'), formatLongDate(facts.receivedOn)],
    [words('amount'), words('amountValue', {amount: formatCents(facts.amountCents)})],
    [words('paidBy'), paymentMethod(words, facts.paidBy, facts.chequeNumber)],
    [words('project'), giftProjectTitle(facts.project)],
    [words('receivedFrom'), facts.donorName],
    ...(facts.taxId ? [[words('taxId'), maskTaxId(facts.taxId)] as [string, string]] : []),
    [words('giftReference'), facts.giftReference],
  ];
}

/**
 * One gift's receipt: an A4 page with the foundation's mark, UEN and IPC registration, the receipt
 * number, date, amount, method, project, donor and masked ID, the deduction and its period, the words for
 * a gift with or without an ID, the no-benefit line, who issued it, and a summary in the reader's language.
 * @example await receiptPdf({issuer, receiptNumber: 'NRD0000042', receivedOn: '2026-03-05', ...})
 */
export async function receiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
  const words = await receiptWordsIn('en');
  const title = words(facts.taxId ? 'titleTaxReceipt' : 'titleAcknowledgement');
  const doc = await newPdf(facts.issuer, `${title} ${facts.receiptNumber}`, `A gift to ${facts.issuer.name}`);
  drawLetterhead(doc, facts.issuer);
  writeText(doc, title, PAGE.margin, doc.y, {size: 20, weight: 700});
  doc.y += 10;
  drawFacts(doc, factRows(words, facts));
  if (facts.taxId && facts.deduction) {
    writeText(doc, deductionLine(words, facts.deduction), PAGE.margin, doc.y + 6, {...BODY, weight: 700});
  }
  for (const paragraph of receiptParagraphs(facts)) writeText(doc, paragraph, PAGE.margin, doc.y + 8, BODY);
  writeText(doc, words('noBenefit'), PAGE.margin, doc.y + 8, BODY);
  writeText(doc, issuerLine(words, facts.signatory), PAGE.margin, doc.y + 4, BODY);
  writeText(
    doc,
    `Please quote the receipt number ${facts.receiptNumber} in any letter about this gift.`,
    PAGE.margin,
    doc.y + 10,
    NOTE,
  );
  if (facts.language !== 'en') {
    drawRule(doc, doc.y + 12);
    doc.y += 24;
    await drawReceiptSummary(doc, facts, facts.language);
  }
  return pdfBytes(doc);
}

/**
 * A donor's statement of the gifts received in a year: date, receipt number, project, masked ID and
 * amount of each, in date order, and the total. The table's header is repeated on every page.
 * @example await yearStatementPdf({issuer, year: 2026, donorName: 'Tan Ah Kow', gifts: []})
 */
export async function yearStatementPdf(facts: YearStatementFacts): Promise<Uint8Array> {
  const {issuer, year} = facts;
  const title = `Your gifts to ${issuer.name} in ${year}`;
  const doc = await newPdf(issuer, title, `Year statement ${year}`);
  drawLetterhead(doc, issuer);
  writeText(doc, `Your gifts in ${year}`, PAGE.margin, doc.y, {size: 20, weight: 700});
  writeText(doc, `Prepared for ${facts.donorName}`, PAGE.margin, doc.y + 6, {...BODY, color: GREY});
  if (facts.gifts.length === 0) {
    writeText(
      doc,
      `We have no gift from you recorded as received in ${year}.`,
      PAGE.margin,
      doc.y + 16,
      BODY,
    );
    numberPages(doc);
    return pdfBytes(doc);
  }
  const deduction = facts.deduction ? `the ${facts.deduction.percent}% deduction` : 'their deduction';
  writeText(
    doc,
    `These are the gifts we received from you in ${year}. Thank you. Gifts given with an NRIC, FIN or UEN ` +
      `are reported to IRAS, which includes ${deduction} in your tax assessment automatically; ` +
      'gifts given without one carry no tax deduction.',
    PAGE.margin,
    doc.y + 16,
    BODY,
  );
  writeText(doc, (await receiptWordsIn('en'))('noBenefitAll'), PAGE.margin, doc.y + 8, BODY);
  drawStatementTable(doc, facts.gifts, `Your gifts in ${year} (continued)`);
  numberPages(doc);
  return pdfBytes(doc);
}
