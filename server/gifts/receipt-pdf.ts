// A gift's receipt and a donor's year statement as PDFs (issue 22). With an NRIC, FIN or UEN the receipt
// is a tax deduction receipt, worded as the Charity Portal asks of an IPC (for the donor's records; the
// deduction is included in their assessment automatically; nothing to claim); without one it is a plain
// acknowledgement. The ID is masked here whatever the caller passes, so a full number never reaches a PDF.

import {giftProjectTitle} from '../../core/data/index.ts';
import {formatCents, formatLongDate} from '../../core/format/index.ts';
import {type GiftProject, maskTaxId} from '../../core/rules/index.ts';
import {
  CONTENT_WIDTH,
  drawLetterhead,
  GREY,
  type Issuer,
  newPdf,
  numberPages,
  PAGE,
  pdfBytes,
} from './pdf-document.ts';
import {type Doc, writeText} from './pdf-text.ts';
import {drawStatementTable, type StatementGift} from './statement-table.ts';

export type {Issuer} from './pdf-document.ts';
export type {StatementGift} from './statement-table.ts';

/** Everything one receipt says. */
export type ReceiptFacts = {
  issuer: Issuer;
  /** From the gap-free series, e.g. `NRD0000042`. */
  receiptNumber: string;
  /** `YYYY-MM-DD`. */
  receivedOn: string;
  amountCents: number;
  project: GiftProject;
  donorName: string;
  /** The NRIC, FIN or UEN the donor gave, masked or not (it is masked here); null when none was given. */
  taxId: string | null;
  /** The reference the donor put on the transfer, e.g. `NARD-7KQM-3XWA`. */
  giftReference: string;
};

/** A donor's gifts received in one year. */
export type YearStatementFacts = {
  issuer: Issuer;
  year: number;
  donorName: string;
  gifts: readonly StatementGift[];
};

const BODY = {size: 11, width: CONTENT_WIDTH, lineGap: 3} as const;
// The deduction IRAS grants for a gift to an IPC; Budget sets it for a few years at a time, so it is here once.
const DEDUCTION = '250%';

function receiptWords(facts: ReceiptFacts): {title: string; paragraphs: string[]} {
  const {name} = facts.issuer;
  if (!facts.taxId) {
    return {
      title: 'Donation acknowledgement',
      paragraphs: [
        `Thank you for your gift to ${name}.`,
        'This is an acknowledgement, not a tax deduction receipt. You did not give us an NRIC, FIN or UEN ' +
          'with this gift, so we do not report it to the Inland Revenue Authority of Singapore (IRAS) and no ' +
          'tax deduction is claimed for it.',
      ],
    };
  }
  return {
    title: 'Tax deduction receipt',
    paragraphs: [
      `Thank you for your gift. ${name} is an Institution of a Public Character (IPC), so this donation ` +
        'is tax deductible.',
      `Because you gave us your NRIC, FIN or UEN, we report this donation to the Inland Revenue Authority ` +
        `of Singapore (IRAS), and a deduction of ${DEDUCTION} of the amount will be included in your tax ` +
        'assessment automatically. You do not need to claim it in your tax return or send this receipt to ' +
        'IRAS. Please keep it for your own records.',
    ],
  };
}

function drawFacts(doc: Doc, rows: readonly (readonly [string, string])[]): void {
  const valueX = PAGE.margin + 150;
  for (const [label, value] of rows) {
    const top = doc.y;
    writeText(doc, label, PAGE.margin, top + 1, {size: 10, color: GREY});
    writeText(doc, value, valueX, top, {size: 11, width: CONTENT_WIDTH - 150});
    doc.y = Math.max(doc.y, top + 16) + 6;
  }
}

/**
 * One gift's receipt: an A4 page with the foundation's UEN and IPC registration, the receipt number,
 * date, amount, project, donor and masked ID, and the words for a gift with or without an ID.
 * @example await receiptPdf({issuer, receiptNumber: 'NRD0000042', receivedOn: '2026-03-05', ...})
 */
export async function receiptPdf(facts: ReceiptFacts): Promise<Uint8Array> {
  const {title, paragraphs} = receiptWords(facts);
  const doc = await newPdf(facts.issuer, `${title} ${facts.receiptNumber}`, `A gift to ${facts.issuer.name}`);
  drawLetterhead(doc, facts.issuer);
  writeText(doc, title, PAGE.margin, doc.y, {size: 20, weight: 700});
  doc.y += 14;
  drawFacts(doc, [
    ['Receipt number', facts.receiptNumber],
    ['Date received', formatLongDate(facts.receivedOn)],
    ['Amount', `${formatCents(facts.amountCents)} (Singapore dollars)`],
    ['For', giftProjectTitle(facts.project)],
    ['Received from', facts.donorName],
    ...(facts.taxId ? [['NRIC, FIN or UEN', maskTaxId(facts.taxId)] as const] : []),
    ['Gift reference', facts.giftReference],
  ]);
  for (const paragraph of paragraphs) writeText(doc, paragraph, PAGE.margin, doc.y + 12, BODY);
  writeText(
    doc,
    `Please quote the receipt number ${facts.receiptNumber} in any letter about this gift.`,
    PAGE.margin,
    doc.y + 18,
    {...BODY, size: 9.5, color: GREY},
  );
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
  writeText(
    doc,
    `These are the gifts we received from you in ${year}. Thank you. Gifts given with an NRIC, FIN or UEN ` +
      `are reported to IRAS, which includes the ${DEDUCTION} deduction in your tax assessment automatically; ` +
      'gifts given without one carry no tax deduction.',
    PAGE.margin,
    doc.y + 16,
    BODY,
  );
  drawStatementTable(doc, facts.gifts, `Your gifts in ${year} (continued)`);
  numberPages(doc);
  return pdfBytes(doc);
}
