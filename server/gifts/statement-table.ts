// The year statement's table of gifts: one row a gift, the header again at the top of every page, and
// the total under the last row.

import {giftProjectTitle} from '../../core/content/index.ts';
import {formatCents, formatLongDate} from '../../core/format/index.ts';
import {type GiftProject, maskTaxId} from '../../core/rules/index.ts';
import {byDateThenReceipt} from './gift-order.ts';
import {drawRule, GREY, PAGE} from './pdf-document.ts';
import {type Doc, type TextStyle, textWidth, writeText} from './pdf-text.ts';

/** One received gift in a year statement. */
export type StatementGift = {
  /** `YYYY-MM-DD`. */
  receivedOn: string;
  receiptNumber: string;
  project: GiftProject;
  amountCents: number;
  /** The ID given with the gift, masked or not (it is masked here); null when none was given. */
  taxId: string | null;
};

type Column = {title: string; width: number; right?: boolean};

const COLUMNS: readonly Column[] = [
  {title: 'Date received', width: 108},
  {title: 'Receipt number', width: 118},
  {title: 'For', width: 127},
  {title: 'NRIC/FIN/UEN', width: 70},
  {title: 'Amount', width: 60.28, right: true},
];

const ROW_HEIGHT = 20;
const CELL = {size: 10} as const;
const HEAD = {size: 9, weight: 700, color: GREY} as const;
// The lowest top a row may have: below it the page keeps the margin, where the page number goes.
const LAST_ROW_TOP = PAGE.height - PAGE.margin - ROW_HEIGHT;

function drawRow(doc: Doc, cells: readonly string[], style: TextStyle): void {
  const top = doc.y;
  let x = PAGE.margin;
  COLUMNS.forEach((column, index) => {
    const cell = cells[index] ?? '';
    const cellX = column.right ? x + column.width - textWidth(doc, cell, style) : x;
    writeText(doc, cell, cellX, top + 5, style);
    x += column.width;
  });
  doc.y = top + ROW_HEIGHT;
  drawRule(doc, doc.y);
}

function drawHeader(doc: Doc): void {
  drawRow(
    doc,
    COLUMNS.map((column) => column.title),
    HEAD,
  );
}

function giftCells(gift: StatementGift): string[] {
  return [
    formatLongDate(gift.receivedOn),
    gift.receiptNumber,
    giftProjectTitle(gift.project),
    gift.taxId ? maskTaxId(gift.taxId) : 'None',
    formatCents(gift.amountCents),
  ];
}

/**
 * Draws the gifts from `doc.y` on, in date order, starting a page (with the header again, under
 * `continuedTitle`) whenever a row would reach the foot of the page, and then the total row.
 */
export function drawStatementTable(doc: Doc, gifts: readonly StatementGift[], continuedTitle: string): void {
  const roomForRow = () => {
    if (doc.y <= LAST_ROW_TOP) return;
    doc.addPage();
    writeText(doc, continuedTitle, PAGE.margin, PAGE.margin, {size: 10, color: GREY});
    doc.y += 8;
    drawHeader(doc);
  };
  doc.y += 14;
  drawHeader(doc);
  for (const gift of [...gifts].sort(byDateThenReceipt)) {
    roomForRow();
    drawRow(doc, giftCells(gift), CELL);
  }
  const totalCents = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
  const count = gifts.length === 1 ? '1 gift' : `${gifts.length} gifts`;
  roomForRow();
  drawRow(doc, [`Total, ${count}`, '', '', '', formatCents(totalCents)], {size: 10, weight: 700});
}
