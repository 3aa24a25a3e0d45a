// Bank statement rows (issue 22): each imported once, by its fingerprint, in one transaction with what it
// does to its gift. The unique fingerprint decides between two staff importing the same statement at once:
// the second insert does nothing and its row counts as already imported.
import type {Expression, ExpressionBuilder, Insertable, Selectable, SqlBool} from 'kysely';
import {recordActivity} from '../../db/activity.ts';
import type {Actor} from '../../db/actor.ts';
import type {BankTransfersTable, Database} from '../../db/schema.ts';
import {containsText} from '../../db/sql-dialect.ts';
import {readPage} from '../../db/store/page.ts';
import type {StoreContext} from '../../db/store-context.ts';
import {inTransaction} from '../../db/store-context.ts';
import {holdForReview, receiveInTransaction} from './gift-receipts.ts';
import {giftOf, insertPledge} from './gift-rows.ts';
import type {
  GiftStore,
  ReceiptSeries,
  StatementRowToSave,
  StatementSaved,
  UnmatchedTransfer,
} from './gift-store.ts';

type TransferMethods =
  | 'importedFingerprints'
  | 'saveStatement'
  | 'listUnmatchedTransfers'
  | 'findUnmatchedTransfer'
  | 'openGiftsPledged'
  | 'resolveTransfer';

// SQLite allows at most 32,766 bound values a statement; statements are far shorter, but stay well clear.
const CHUNK = 500;

/** The transfers waiting for staff, with what staff see of them. */
const waiting = (ctx: StoreContext) =>
  ctx.db
    .selectFrom('bank_transfers')
    .select(['id', 'date', 'amount_cents', 'text', 'imported_at'])
    .where('outcome', '=', 'unmatched');

type WaitingRow = Pick<
  Selectable<BankTransfersTable>,
  'id' | 'date' | 'amount_cents' | 'text' | 'imported_at'
>;

function transferOf(row: WaitingRow): UnmatchedTransfer {
  return {
    id: String(row.id),
    date: row.date,
    amountCents: Number(row.amount_cents),
    text: row.text,
    importedAt: new Date(Number(row.imported_at)).toISOString(),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\$?\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?$/;

/** What a search finds among waiting transfers: a part of the text, an amount, or a day. */
function transferMatches(ctx: StoreContext, search: string) {
  return (eb: ExpressionBuilder<Database, 'bank_transfers'>) => {
    const found: Expression<SqlBool>[] = [
      containsText(ctx, eb.fn<string>('lower', ['text']), search.toLowerCase()),
    ];
    if (AMOUNT.test(search)) {
      const cents = Math.round(Number(search.replace(/[$,]/g, '')) * 100);
      found.push(eb('amount_cents', '=', cents));
    }
    if (DAY.test(search)) found.push(eb('date', '=', search));
    return eb.or(found);
  };
}

/**
 * Saves one row that names a gift: the gift received or held for review with it, or (its gift received or
 * voided meanwhile) the transfer waits for staff; a row imported before counts as `already`.
 */
async function saveGiftRow(
  tx: StoreContext,
  values: Insertable<BankTransfersTable>,
  row: StatementRowToSave,
  saved: StatementSaved,
  {series, actor, now}: {series: ReceiptSeries; actor: Actor; now: number},
): Promise<void> {
  const inserted = await tx.db
    .insertInto('bank_transfers')
    .values(values)
    .onConflict((conflict) => conflict.column('fingerprint').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    saved.already++;
    return;
  }
  const receipt = {receivedCents: row.amountCents, receivedOn: row.date};
  const settled =
    row.outcome === 'matched'
      ? await receiveInTransaction(tx, row.giftId!, receipt, series, actor, now)
      : await holdForReview(tx, row.giftId!, receipt, now);
  if (settled && typeof settled === 'object') saved.received.push(settled);
  else if (settled === true) saved.review++;
  else {
    await tx.db
      .updateTable('bank_transfers')
      .set({outcome: 'unmatched', gift_id: null})
      .where('id', '=', inserted.id)
      .execute();
    saved.unmatched++;
  }
}

/** The bank statement half of the gift store over `ctx`. */
export function bankTransferMethods(ctx: StoreContext): Pick<GiftStore, TransferMethods> {
  return {
    async importedFingerprints(fingerprints) {
      const found = new Set<string>();
      for (let start = 0; start < fingerprints.length; start += CHUNK) {
        const rows = await ctx.db
          .selectFrom('bank_transfers')
          .select('fingerprint')
          .where('fingerprint', 'in', fingerprints.slice(start, start + CHUNK))
          .execute();
        for (const row of rows) found.add(row.fingerprint);
      }
      return found;
    },
    saveStatement(rows, series, actor, now) {
      return inTransaction(ctx, async (tx) => {
        const {id: importId} = await tx.db
          .insertInto('statement_imports')
          .values({imported_at: now, imported_by: actor.email})
          .returning('id')
          .executeTakeFirstOrThrow();
        const saved: StatementSaved = {
          importId: String(importId),
          received: [],
          review: 0,
          unmatched: 0,
          already: 0,
        };
        const values = (row: StatementRowToSave) => ({
          fingerprint: row.fingerprint,
          date: row.date,
          amount_cents: row.amountCents,
          text: row.text,
          gift_id: row.giftId === null ? null : Number(row.giftId),
          outcome: row.outcome,
          imported_at: now,
          imported_by: actor.email,
          import_id: Number(importId),
        });
        // Transfers with no gift are most of a long statement: written CHUNK at a time, in file order.
        let strays: StatementRowToSave[] = [];
        const writeStrays = async () => {
          if (strays.length === 0) return;
          const inserted = await tx.db
            .insertInto('bank_transfers')
            .values(strays.map(values))
            .onConflict((conflict) => conflict.column('fingerprint').doNothing())
            .returning('id')
            .execute();
          saved.unmatched += inserted.length;
          saved.already += strays.length - inserted.length;
          strays = [];
        };
        for (const row of rows) {
          if (row.giftId === null) {
            strays.push(row);
            if (strays.length === CHUNK) await writeStrays();
            continue;
          }
          await writeStrays();
          await saveGiftRow(tx, values(row), row, saved, {series, actor, now});
        }
        await writeStrays();
        await recordActivity(tx, {
          actor,
          at: now,
          action: 'import',
          targetType: 'bank-statement',
          targetId: saved.importId,
          before: null,
          after: {
            received: saved.received.length,
            review: saved.review,
            unmatched: saved.unmatched,
            already: saved.already,
          },
        });
        return saved;
      });
    },
    listUnmatchedTransfers(search, request) {
      const filtered = ctx.db
        .selectFrom('bank_transfers')
        .where('outcome', '=', 'unmatched')
        .$if(search.trim() !== '', (query) => query.where(transferMatches(ctx, search.trim())));
      return readPage(request, {
        rows: filtered
          .select(['id', 'date', 'amount_cents', 'text', 'imported_at'])
          .orderBy('date')
          .orderBy('id'),
        filtered,
        toItem: transferOf,
      });
    },
    async openGiftsPledged(from, to, limit) {
      const rows = await ctx.db
        .selectFrom('gifts')
        .selectAll()
        .where('status', 'in', ['pledged', 'review'])
        .where('pledged_on', '>=', from)
        .where('pledged_on', '<=', to)
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(giftOf);
    },
    async findUnmatchedTransfer(id) {
      if (!/^\d{1,15}$/.test(id)) return null;
      const row = await waiting(ctx).where('id', '=', Number(id)).executeTakeFirst();
      return row ? transferOf(row) : null;
    },
    resolveTransfer(transferId, to, series, actor, now, newReference) {
      return inTransaction(ctx, async (tx) => {
        if (!/^\d{1,15}$/.test(transferId)) return null;
        // The outcome check in the UPDATE claims the transfer: a second staff member's resolve finds none.
        const claimed = await tx.db
          .updateTable('bank_transfers')
          .set({outcome: 'resolved'})
          .where('id', '=', Number(transferId))
          .where('outcome', '=', 'unmatched')
          .returning(['date', 'amount_cents'])
          .executeTakeFirst();
        if (!claimed) return null;
        const giftId =
          'giftId' in to
            ? to.giftId
            : (
                await insertPledge(
                  tx,
                  {...to.newGift, amountCents: Number(claimed.amount_cents)},
                  now,
                  newReference,
                )
              ).id;
        const receipt = {receivedCents: Number(claimed.amount_cents), receivedOn: claimed.date};
        const gift = await receiveInTransaction(tx, giftId, receipt, series, actor, now);
        if (gift === null || gift === 'not-open') {
          // Nothing is half-done: the transfer stays waiting.
          throw new TransferNotSettled(gift);
        }
        await tx.db
          .updateTable('bank_transfers')
          .set({gift_id: Number(gift.id)})
          .where('id', '=', Number(transferId))
          .execute();
        return gift;
      }).catch((error: unknown) => {
        if (error instanceof TransferNotSettled) return error.outcome;
        throw error;
      });
    },
  };
}

/** Rolls back a resolve whose gift cannot take the transfer, carrying why to the caller. */
class TransferNotSettled extends Error {
  readonly outcome: null | 'not-open';
  constructor(outcome: null | 'not-open') {
    super('The gift cannot take this transfer.');
    this.outcome = outcome;
  }
}
