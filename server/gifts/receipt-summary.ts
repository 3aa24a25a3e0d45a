// The receipt's summary in the donor's language (issue 56), set apart under the English by a green bar:
// the English stays the receipt IRAS and the auditors read; this tells a donor who reads Chinese, Malay
// or Tamil what it says. No summary for an English reader. The PDF fonts draw all four scripts.
import {LOGO_MARK} from '../../core/design/index.ts';
import {formatCents, formatDateIn, formatLongDate} from '../../core/format/index.ts';
import {type Language, mailsGiftsBook} from '../../core/i18n/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import {CONTENT_WIDTH, GREY, PAGE} from './pdf-document.ts';
import {type Doc, writeText} from './pdf-text.ts';
import {projectName} from './pledge-mail.ts';
import type {ReceiptFacts} from './receipt-facts.ts';
import {deductionLine, issuerLine, paymentMethod, receiptWordsIn} from './receipt-lines.ts';

const BAR = LOGO_MARK.circle.fill;
const INDENT = 16;
const COLUMN = (CONTENT_WIDTH - INDENT) / 2;
const LABEL_WIDTH = 92;
const TEXT = {size: 9.5, width: CONTENT_WIDTH - INDENT, lineGap: 2} as const;

// Chinese runs its sentences on without a space; Malay and Tamil put one between them.
const joined = (language: Language, sentences: string[]) => sentences.join(language === 'zh' ? '' : ' ');

function drawPairs(doc: Doc, x: number, pairs: readonly (readonly [string, string])[]): number {
  for (const [label, value] of pairs) {
    const top = doc.y;
    writeText(doc, label, x, top + 0.5, {size: 8.5, color: GREY, width: LABEL_WIDTH - 6});
    const labelBottom = doc.y;
    writeText(doc, value, x + LABEL_WIDTH, top, {...TEXT, width: COLUMN - LABEL_WIDTH - 8});
    doc.y = Math.max(doc.y, labelBottom) + 1;
  }
  return doc.y;
}

/** Draws the summary from `doc.y` down (nothing for English) and leaves `doc.y` below it. */
export async function drawReceiptSummary(doc: Doc, facts: ReceiptFacts, language: Language): Promise<void> {
  if (language === 'en') return;
  const words = await receiptWordsIn(language);
  const projects = await mailWords(mailsGiftsBook, language);
  const x = PAGE.margin + INDENT;
  const top = doc.y;
  const deductible = facts.taxId !== null;
  // Regular, in the mark's green: a bold Chinese title would embed up to three more font slices.
  const title = words(deductible ? 'titleTaxReceipt' : 'titleAcknowledgement');
  writeText(doc, title, x, top, {size: 12.5, color: BAR});
  writeText(doc, words('summaryHeading'), x, doc.y, {size: 8.5, color: GREY});
  const rowsTop = doc.y + 5;
  doc.y = rowsTop;
  const left = drawPairs(doc, x, [
    [words('receiptNumber'), facts.receiptNumber],
    [words('dateReceived'), formatDateIn(language, facts.receivedOn, formatLongDate)],
    [words('amount'), words('amountValue', {amount: formatCents(facts.amountCents)})],
  ]);
  doc.y = rowsTop;
  const right = drawPairs(doc, x + COLUMN, [
    [words('paidBy'), paymentMethod(words, facts.paidBy, facts.chequeNumber)],
    [words('project'), projectName(projects, facts.project)],
  ]);
  doc.y = Math.max(left, right) + 4;
  const tax = [
    ...(deductible && facts.deduction ? [deductionLine(words, facts.deduction)] : []),
    words(deductible ? 'taxReported' : 'noTax'),
  ];
  writeText(doc, joined(language, tax), x, doc.y, TEXT);
  writeText(
    doc,
    joined(language, [words('noBenefit'), issuerLine(words, facts.signatory)]),
    x,
    doc.y + 4,
    TEXT,
  );
  writeText(doc, words('summaryNote'), x, doc.y + 4, {...TEXT, size: 8.5, color: GREY});
  doc
    .moveTo(PAGE.margin + 3, top)
    .lineTo(PAGE.margin + 3, doc.y)
    .lineWidth(3)
    .strokeColor(BAR)
    .stroke();
}
