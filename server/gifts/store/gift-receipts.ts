// Receiving and voiding gifts. A gift becomes received in one transaction that raises its prefix's receipt
// series and stamps the number, so two staff confirming at once get consecutive numbers: PostgreSQL's row
// lock on the counter (the UPDATE) serialises them, SQLite's BEGIN IMMEDIATE does the same. A rollback
// rolls the counter back with it: the series has no gap. A voided gift keeps its number, never reused.

import {recordActivity} from '../../db/activity.ts';
import type {Actor} from '../../db/actor.ts';
import {DELETED_NAME} from '../../db/actor.ts';
import {rowLock} from '../../db/sql-dialect.ts';
import {noteContentWrite, type StoreContext} from '../../db/store-context.ts';
import {queueReceiptMail} from '../../mail/store/mail-outbox-rows.ts';
import {giftById, giftOf} from './gift-rows.ts';
import type {Gift, Receipt, ReceiptSeries} from './gift-store.ts';

const OPEN_STATUSES = new Set(['pledged', 'review']);

/** The most receipts a prefix's series numbers: its 7 digits. */
const SERIES_LAST = 9_999_999;

/**
 * The next number of the prefix's series (NRD0000001, NRD0000002...), every year in one series so that no
 * number repeats within the foundation (IRAS asks it; decision 050). The row is created on the first receipt.
 */
async function nextReceiptNumber(tx: StoreContext, series: ReceiptSeries): Promise<string> {
  await tx.db
    .insertInto('receipt_series')
    .values({prefix: series.prefix, last: 0})
    .onConflict((conflict) => conflict.column('prefix').doNothing())
    .execute();
  const {last} = await tx.db
    .updateTable('receipt_series')
    .set((eb) => ({last: eb('last', '+', 1)}))
    .where('prefix', '=', series.prefix)
    .returning('last')
    .executeTakeFirstOrThrow();
  // The transaction rolls back, and the number with it: set a new RECEIPT_PREFIX to go on.
  if (Number(last) > SERIES_LAST)
    throw new Error(`The receipt series ${series.prefix} is full: set another RECEIPT_PREFIX.`);
  return `${series.prefix}${String(last).padStart(7, '0')}`;
}

/** Locks and reads one gift in `tx`; null when there is none. */
async function lockedGift(tx: StoreContext, id: string): Promise<Gift | null> {
  if (!/^\d{1,15}$/.test(id)) return null;
  const row = await rowLock(
    tx,
    tx.db.selectFrom('gifts').selectAll().where('id', '=', Number(id)),
  ).executeTakeFirst();
  return row ? giftOf(row) : null;
}

/**
 * Marks an open gift received inside `tx` and logs it; the caller owns the transaction. Received gifts are
 * the contributors ledger (stores/content.ts), so the public figures change with this commit.
 */
export async function receiveInTransaction(
  tx: StoreContext,
  id: string,
  receipt: Receipt,
  series: ReceiptSeries,
  actor: Actor,
  now: number,
): Promise<Gift | null | 'not-open'> {
  const before = await lockedGift(tx, id);
  if (!before) return null;
  if (!OPEN_STATUSES.has(before.status)) return 'not-open';
  const number = before.receiptNumber ?? (await nextReceiptNumber(tx, series));
  await tx.db
    .updateTable('gifts')
    .set({
      status: 'received',
      received_cents: receipt.receivedCents,
      received_on: receipt.receivedOn,
      receipt_number: number,
      ...(receipt.note ? {staff_note: receipt.note} : {}),
      updated_at: now,
    })
    .where('id', '=', Number(id))
    .execute();
  noteContentWrite(tx, 'contributors');
  // The receipt mail commits with the receipt (issue 55): the outbox's sender mails it.
  await queueReceiptMail(tx, before, now);
  return logChange(tx, 'receive', before, actor, now);
}

/** Reads the gift as the change left it and writes its Activity line (before and after, as staff see it). */
async function logChange(
  tx: StoreContext,
  action: string,
  before: Gift,
  actor: Actor,
  now: number,
): Promise<Gift> {
  const after = (await giftById(tx, before.id))!;
  await recordActivity(tx, {
    actor,
    at: now,
    action,
    targetType: 'gift',
    targetId: before.id,
    before: activityView(before),
    after: activityView(after),
  });
  return after;
}

/** Marks an open gift as needing review: a transfer with its reference arrived with another amount. */
export async function holdForReview(
  tx: StoreContext,
  id: string,
  receipt: Receipt,
  now: number,
): Promise<boolean> {
  const result = await tx.db
    .updateTable('gifts')
    .set({
      status: 'review',
      received_cents: receipt.receivedCents,
      received_on: receipt.receivedOn,
      updated_at: now,
    })
    .where('id', '=', Number(id))
    .where('status', 'in', ['pledged', 'review'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Closes a gift as `status` with `reason` (kept in `void_reason`) and logs it, when `closable` allows it
 * from the gift's status; a received gift leaves the public ledger with this commit.
 */
async function closeInTransaction(
  tx: StoreContext,
  id: string,
  status: 'void' | 'refunded',
  closable: (from: Gift['status']) => boolean,
  reason: string,
  actor: Actor,
  now: number,
): Promise<Gift | null | 'not-open'> {
  const before = await lockedGift(tx, id);
  if (!before) return null;
  if (!closable(before.status)) return 'not-open';
  await tx.db
    .updateTable('gifts')
    .set({status, void_reason: reason, updated_at: now})
    .where('id', '=', Number(id))
    .execute();
  if (before.status === 'received') noteContentWrite(tx, 'contributors');
  return logChange(tx, status === 'void' ? 'void' : 'refund', before, actor, now);
}

/** Voids a gift inside `tx` and logs it: any gift not closed already. */
export function voidInTransaction(
  tx: StoreContext,
  id: string,
  reason: string,
  actor: Actor,
  now: number,
): Promise<Gift | null | 'not-open'> {
  const closable = (from: Gift['status']) => from !== 'void' && from !== 'refunded';
  return closeInTransaction(tx, id, 'void', closable, reason, actor, now);
}

/** The donor as Activity names them; nobody once their account is deleted, though IRAS keeps the name. */
function donorInActivity(gift: Gift): string {
  // Only a deletion empties a gift's e-mail: every pledge and staff entry needs one.
  if (gift.email === '') return DELETED_NAME;
  return gift.showName ? gift.donorName : `${gift.donorName} (not shown)`;
}

/**
 * Refunds a received gift inside `tx` and logs it (issue 55): the money went back, so it leaves the ledger
 * and its receipt is cancelled; the receipt number stays on the gift, never reused.
 */
export function refundInTransaction(
  tx: StoreContext,
  id: string,
  reason: string,
  actor: Actor,
  now: number,
): Promise<Gift | null | 'not-open'> {
  return closeInTransaction(tx, id, 'refunded', (from) => from === 'received', reason, actor, now);
}

/**
 * What Activity keeps of a gift: no e-mail, no name on the ID and only the masked ID, so the log holds no
 * more personal data than the gifts list shows.
 */
function activityView(gift: Gift): Record<string, unknown> {
  return {
    reference: gift.reference,
    donor: donorInActivity(gift),
    amountCents: gift.amountCents,
    project: gift.project,
    status: gift.status,
    receivedCents: gift.receivedCents,
    receivedOn: gift.receivedOn,
    receiptNumber: gift.receiptNumber,
    taxId: gift.taxIdMasked,
    voidReason: gift.voidReason,
    paidBy: gift.paidBy,
    chequeNumber: gift.chequeNumber,
    note: gift.staffNote,
  };
}
