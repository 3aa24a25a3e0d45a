// GiftStore for both databases (issue 22): pledges and their reads here; the staff's list in gift-list.ts;
// receiving and voiding in gift-receipts.ts; bank statement rows in bank-transfers.ts, their undo in
// statement-undo.ts.
import {TAX_ID_YEARS} from '../../../core/data/index.ts';
import {singaporeDate} from '../../events/singapore-date.ts';
import type {GiftStore} from '../gift-store.ts';
import {lockKey} from '../sql-dialect.ts';
import {inTransaction, type StoreContext} from '../store-context.ts';
import {recordActivity} from './activity.ts';
import {bankTransferMethods} from './bank-transfers.ts';
import {listGifts} from './gift-list.ts';
import {receiveInTransaction, voidInTransaction} from './gift-receipts.ts';
import {giftById, giftOf, insertPledge} from './gift-rows.ts';
import {findAnswer, saveAnswer} from './idempotency.ts';
import {statementUndoMethods} from './statement-undo.ts';

// IRAS may ask an IPC for a gift's records for 5 years after the year of the gift: a 2026 gift's ID number
// goes on 1 Jan 2032. A pledge never paid (or voided) needs its number for no filing: a year, then it goes.
const UNPAID_TAX_ID_MS = 365 * 86_400_000;

/** The gift half of the Store over `ctx`. */
export function giftStore(ctx: StoreContext): GiftStore {
  return {
    async pledgeGift(pledge, now, newReference, idempotency) {
      if (!idempotency) {
        // One transaction: the gift and its consent record are written together.
        const gift = await inTransaction(ctx, (tx) => insertPledge(tx, pledge, now, newReference));
        return {kind: 'created', gift};
      }
      return inTransaction(ctx, async (tx) => {
        // A concurrent retry with the same key waits here, then finds the winner's answer.
        await lockKey(tx, `idempotency:${idempotency.scope}:${idempotency.key}`);
        const stored = await findAnswer(tx, idempotency.scope, idempotency.key, idempotency.since);
        if (stored) return {kind: 'replay', answer: stored} as const;
        const gift = await insertPledge(tx, pledge, now, newReference);
        const {scope, key} = idempotency;
        await saveAnswer(tx, {scope, key, answer: idempotency.answerFor(gift)}, now);
        return {kind: 'created', gift} as const;
      });
    },
    async findGiftByReference(reference) {
      const row = await ctx.db
        .selectFrom('gifts')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row ? giftOf(row) : null;
    },
    async findGiftsByReferences(references) {
      if (references.length === 0) return [];
      const rows = await ctx.db
        .selectFrom('gifts')
        .selectAll()
        .where('reference', 'in', references)
        .execute();
      return rows.map(giftOf);
    },
    findGift: (id) => giftById(ctx, id),
    listGifts: (filter, request) => listGifts(ctx, filter, request),
    async listGiftsByEmail(email) {
      const rows = await ctx.db
        .selectFrom('gifts')
        .selectAll()
        .where('email', '=', email)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map(giftOf);
    },
    recordReceivedGift(gift, series, actor, now, newReference) {
      return inTransaction(ctx, async (tx) => {
        const pledged = await insertPledge(tx, gift, now, newReference);
        await tx.db
          .updateTable('gifts')
          .set({paid_by: gift.paidBy})
          .where('id', '=', Number(pledged.id))
          .execute();
        // One Activity line, the receipt's: a gift recorded by hand was never a pledge anyone saw.
        const receipt = {receivedCents: gift.amountCents, receivedOn: gift.receivedOn};
        return (await receiveInTransaction(tx, pledged.id, receipt, series, actor, now)) as typeof pledged;
      });
    },
    receiveGift: (id, receipt, series, actor, now) =>
      inTransaction(ctx, (tx) => receiveInTransaction(tx, id, receipt, series, actor, now)),
    voidGift: (id, reason, actor, now) =>
      inTransaction(ctx, (tx) => voidInTransaction(tx, id, reason, actor, now)),
    exportTaxDeductibleGifts: (year, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const rows = await tx.db
          .selectFrom('gifts')
          .selectAll()
          .where('status', '=', 'received')
          .where('tax_id_sealed', 'is not', null)
          .where('received_on', '>=', `${year}-01-01`)
          .where('received_on', '<=', `${year}-12-31`)
          .orderBy('received_on')
          .orderBy('receipt_number')
          .execute();
        await recordActivity(tx, {
          actor,
          at: now,
          action: 'export',
          targetType: 'iras-file',
          targetId: String(year),
          before: null,
          after: {year, gifts: rows.length},
        });
        return rows.map((row) => ({...giftOf(row), taxIdSealed: row.tax_id_sealed!}));
      }),
    async purgeTaxIds(now) {
      const today = singaporeDate(now);
      const receivedBefore = `${Number(today.slice(0, 4)) - TAX_ID_YEARS}-01-01`;
      const result = await ctx.db
        .updateTable('gifts')
        .set({tax_id_sealed: null, updated_at: now})
        .where('tax_id_sealed', 'is not', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'received'), eb('received_on', '<', receivedBefore)]),
            eb.and([eb('status', '!=', 'received'), eb('created_at', '<', now - UNPAID_TAX_ID_MS)]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
    ...bankTransferMethods(ctx),
    ...statementUndoMethods(ctx),
  };
}
