// GiftStore for both databases (issue 22): pledges and their reads here; the staff's list in gift-list.ts;
// receiving and voiding in gift-receipts.ts; bank statement rows in bank-transfers.ts, their undo in
// statement-undo.ts.
import {TAX_ID_YEARS} from '../../../core/content/index.ts';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import {recordActivity} from '../../db/activity.ts';
import {lockKey} from '../../db/sql-dialect.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import {findAnswer, saveAnswer} from '../../http/store/idempotency-answers.ts';
import {bankTransferMethods} from './bank-transfers.ts';
import {listGifts} from './gift-list.ts';
import {receiveInTransaction, refundInTransaction, voidInTransaction} from './gift-receipts.ts';
import {giftById, giftOf, insertPledge} from './gift-rows.ts';
import type {Gift, GiftStore} from './gift-store.ts';
import {setGiftTaxId} from './gift-tax-id.ts';
import {statementUndoMethods} from './statement-undo.ts';

// IRAS may ask an IPC for a gift's records for 5 years after the year of the gift: a 2026 gift's ID number
// goes on 1 Jan 2032. A pledge never paid (or voided) needs its number for no filing: a year, then it goes.
const UNPAID_TAX_ID_MS = 365 * 86_400_000;

/** Rolls back a batch in which a gift was no longer open. */
class NotAllOpen extends Error {
  readonly references: string[];
  constructor(references: string[]) {
    super(`Not open: ${references.join(', ')}`);
    this.references = references;
  }
}

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
          .set({paid_by: gift.paidBy, cheque_number: gift.chequeNumber ?? null})
          .where('id', '=', Number(pledged.id))
          .execute();
        // One Activity line, the receipt's: a gift recorded by hand was never a pledge anyone saw.
        const receipt = {receivedCents: gift.amountCents, receivedOn: gift.receivedOn, note: gift.note};
        return (await receiveInTransaction(tx, pledged.id, receipt, series, actor, now)) as typeof pledged;
      });
    },
    receiveGift: (id, receipt, series, actor, now) =>
      inTransaction(ctx, (tx) => receiveInTransaction(tx, id, receipt, series, actor, now)),
    receiveGifts: (ids, receivedOn, note, series, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const received: Gift[] = [];
        const notOpen: string[] = [];
        for (const id of ids) {
          const gift = await giftById(tx, id);
          if (!gift) throw new Error(`Gift ${id} was found before the transaction and is gone in it.`);
          const receipt = {receivedCents: gift.receivedCents ?? gift.amountCents, receivedOn, note};
          const after = await receiveInTransaction(tx, id, receipt, series, actor, now);
          if (after === 'not-open' || after === null) notOpen.push(gift.reference);
          else received.push(after);
        }
        // One gift closed meanwhile undoes them all: staff decide again on what they now see.
        if (notOpen.length > 0) throw new NotAllOpen(notOpen);
        return received;
      }).catch((error: unknown) => {
        if (error instanceof NotAllOpen) return {notOpen: error.references};
        throw error;
      }),
    voidGift: (id, reason, actor, now) =>
      inTransaction(ctx, (tx) => voidInTransaction(tx, id, reason, actor, now)),
    setGiftTaxId: (id, tax, consentNotice, actor, now) =>
      setGiftTaxId(ctx, id, tax, consentNotice, actor, now),
    exportGifts: (from, to, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const rows = await tx.db
          .selectFrom('gifts')
          .selectAll()
          .where('received_on', '>=', from)
          .where('received_on', '<=', to)
          .where('status', 'in', ['received', 'void', 'refunded'])
          .orderBy('received_on')
          .orderBy('receipt_number')
          .execute();
        await recordActivity(tx, {
          actor,
          at: now,
          action: 'export',
          targetType: 'gifts',
          targetId: `${from}..${to}`,
          before: null,
          after: {from, to, gifts: rows.length},
        });
        return rows.map(giftOf);
      }),
    refundGift: (id, reason, actor, now) =>
      inTransaction(ctx, (tx) => refundInTransaction(tx, id, reason, actor, now)),
    async purgeTaxIds(now) {
      const today = singaporeDate(now);
      const receivedBefore = `${Number(today.slice(0, 4)) - TAX_ID_YEARS}-01-01`;
      const result = await ctx.db
        .updateTable('gifts')
        .set({tax_id_sealed: null, updated_at: now})
        .where('tax_id_sealed', 'is not', null)
        .where((eb) =>
          eb.or([
            // A gift that arrived keeps it for tax even once voided or refunded: IRAS may need the amendment.
            eb.and([eb('received_on', 'is not', null), eb('received_on', '<', receivedBefore)]),
            eb.and([eb('received_on', 'is', null), eb('created_at', '<', now - UNPAID_TAX_ID_MS)]),
          ]),
        )
        .executeTakeFirst();
      // What the files of those years said goes with the numbers (migration 026).
      const oldFilings = ctx.db
        .selectFrom('iras_filings')
        .select('id')
        .where('basis_year', '<', Number(today.slice(0, 4)) - TAX_ID_YEARS);
      await ctx.db.deleteFrom('iras_filed_gifts').where('filing_id', 'in', oldFilings).execute();
      await ctx.db.deleteFrom('iras_filings').where('id', 'in', oldFilings).execute();
      return Number(result.numUpdatedRows);
    },
    ...bankTransferMethods(ctx),
    ...statementUndoMethods(ctx),
  };
}
