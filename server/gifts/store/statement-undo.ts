// "Undo this statement" (issue 55): one import taken back in one transaction, or nothing changed. The
// claim on the import's row (undone_at still empty) decides between two staff undoing at once. A receipt
// already mailed is the donor's: its import stays, and staff void or refund that gift instead.

import {recordActivity} from '../../db/activity.ts';
import type {StoreContext} from '../../db/store-context.ts';
import {inTransaction, noteContentWrite} from '../../db/store-context.ts';
import type {GiftStore, StatementUndo} from './gift-store.ts';

type UndoMethods = 'undoStatement' | 'listStatementImports';

/** Carries a refusal out of the transaction, so the claim on the import rolls back with it. */
class UndoRefused extends Error {
  readonly outcome: StatementUndo;
  constructor(outcome: StatementUndo) {
    super('The statement cannot be undone.');
    this.outcome = outcome;
  }
}

/**
 * The gifts of `giftIds` whose receipt mail went, or is going this moment (a sender holds it), by the
 * outbox (migration 025). The one place undo asks about mail.
 */
async function mailedReceipts(tx: StoreContext, giftIds: number[], now: number): Promise<Set<number>> {
  if (giftIds.length === 0) return new Set();
  const rows = await tx.db
    .selectFrom('mail_outbox')
    .select('receipt_gift_id')
    .where('receipt_gift_id', 'in', giftIds)
    .where((eb) => eb.or([eb('sent_at', 'is not', null), eb('claimed_until', '>', now)]))
    .execute();
  return new Set(rows.map((row) => Number(row.receipt_gift_id)));
}

/** The gifts of `giftIds` in a file for IRAS, submitted or only prepared: their numbers are IRAS's now. */
async function filedGifts(tx: StoreContext, giftIds: number[]): Promise<Set<number>> {
  if (giftIds.length === 0) return new Set();
  const rows = await tx.db
    .selectFrom('iras_filed_gifts')
    .select('gift_id')
    .where('gift_id', 'in', giftIds)
    .execute();
  return new Set(rows.map((row) => Number(row.gift_id)));
}

// A number of a prefix's series (NRD0000042: migration 026); older forms are never withdrawn.
const SERIES_NUMBER = /^([A-Z0-9]{0,3})(\d{7})$/;

/**
 * Gives back the receipt numbers the import gave, newest first: the prefix's series steps back over each
 * that is still its last, so an undone statement leaves no gap unless other receipts were given since.
 */
async function withdrawReceipts(tx: StoreContext, numbers: string[]) {
  const parts = numbers.flatMap((number) => {
    const match = SERIES_NUMBER.exec(number);
    return match ? [{prefix: match[1]!, ordinal: Number(match[2])}] : [];
  });
  for (const {prefix, ordinal} of parts.sort((a, b) => b.ordinal - a.ordinal)) {
    await tx.db
      .updateTable('receipt_series')
      .set((eb) => ({last: eb('last', '-', 1)}))
      .where('prefix', '=', prefix)
      .where('last', '=', ordinal)
      .execute();
  }
}

async function undo(tx: StoreContext, id: number, actor: {id: string; email: string}, now: number) {
  const claimed = await tx.db
    .updateTable('statement_imports')
    .set({undone_at: now, undone_by: actor.email})
    .where('id', '=', id)
    .where('undone_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!claimed) {
    const row = await tx.db
      .selectFrom('statement_imports')
      .select('undone_at')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.undone_at
      ? ({kind: 'already', undoneAt: new Date(Number(row.undone_at)).toISOString()} as const)
      : ({kind: 'missing'} as const);
  }
  const transfers = await tx.db
    .selectFrom('bank_transfers')
    .leftJoin('gifts', 'gifts.id', 'bank_transfers.gift_id')
    .select([
      'bank_transfers.outcome',
      'bank_transfers.date',
      'bank_transfers.amount_cents',
      'gifts.id as gift_id',
      'gifts.reference',
      'gifts.status',
      'gifts.received_on',
      'gifts.received_cents',
      'gifts.receipt_number',
    ])
    .where('bank_transfers.import_id', '=', id)
    .execute();
  const touched = transfers.filter((row) => row.gift_id !== null);
  // As the import left it: a matched gift received with the transfer's day and amount, a held one in review.
  const changed = touched.filter((row) => {
    const asLeft = row.received_on === row.date && Number(row.received_cents) === Number(row.amount_cents);
    if (row.outcome === 'matched') return !(row.status === 'received' && asLeft);
    if (row.outcome === 'review') return !(row.status === 'review' && asLeft);
    return true; // Settled by hand since (resolved): staff's work, not the statement's.
  });
  const mailed = await mailedReceipts(
    tx,
    touched.filter((row) => row.outcome === 'matched').map((row) => Number(row.gift_id)),
    now,
  );
  const references = (rows: typeof touched) => rows.map((row) => row.reference!).sort();
  if (mailed.size > 0) {
    throw new UndoRefused({
      kind: 'mailed',
      references: references(touched.filter((row) => mailed.has(Number(row.gift_id)))),
    });
  }
  if (changed.length > 0) throw new UndoRefused({kind: 'changed', references: references(changed)});
  const filed = await filedGifts(
    tx,
    touched.map((row) => Number(row.gift_id)),
  );
  if (filed.size > 0) {
    throw new UndoRefused({
      kind: 'filed',
      references: references(touched.filter((row) => filed.has(Number(row.gift_id)))),
    });
  }
  const reopened = touched.map((row) => Number(row.gift_id));
  if (reopened.length > 0) {
    await tx.db
      .updateTable('gifts')
      .set({
        status: 'pledged',
        received_cents: null,
        received_on: null,
        receipt_number: null,
        updated_at: now,
      })
      .where('id', 'in', reopened)
      .execute();
    // Their receipts are withdrawn: the mails waiting to carry them go too.
    await tx.db
      .deleteFrom('mail_outbox')
      .where('receipt_gift_id', 'in', reopened)
      .where('sent_at', 'is', null)
      .execute();
  }
  const receipts = touched.flatMap((row) => (row.receipt_number ? [row.receipt_number] : []));
  await withdrawReceipts(tx, receipts);
  if (receipts.length > 0) noteContentWrite(tx, 'contributors');
  await tx.db.deleteFrom('bank_transfers').where('import_id', '=', id).execute();
  const outcome = {
    kind: 'undone',
    transfers: transfers.length,
    reopened: references(touched),
    withdrawnReceipts: [...receipts].sort(),
  } as const;
  await recordActivity(tx, {
    actor,
    at: now,
    action: 'undo-import',
    targetType: 'bank-statement',
    targetId: String(id),
    before: {transfers: transfers.length, gifts: outcome.reopened},
    after: {reopened: outcome.reopened, withdrawnReceipts: outcome.withdrawnReceipts},
  });
  return outcome;
}

/** The undo half of the gift store over `ctx`. */
export function statementUndoMethods(ctx: StoreContext): Pick<GiftStore, UndoMethods> {
  return {
    undoStatement(importId, actor, now) {
      if (!/^\d{1,15}$/.test(importId)) return Promise.resolve({kind: 'missing'});
      return inTransaction(ctx, (tx) => undo(tx, Number(importId), actor, now)).catch((error: unknown) => {
        if (error instanceof UndoRefused) return error.outcome;
        throw error;
      });
    },
    async listStatementImports(limit) {
      const rows = await ctx.db
        .selectFrom('statement_imports')
        .leftJoin('bank_transfers', 'bank_transfers.import_id', 'statement_imports.id')
        .select((eb) => [
          'statement_imports.id',
          'statement_imports.imported_at',
          'statement_imports.imported_by',
          'statement_imports.undone_at',
          eb.fn.count<number>('bank_transfers.id').as('transfers'),
        ])
        .groupBy([
          'statement_imports.id',
          'statement_imports.imported_at',
          'statement_imports.imported_by',
          'statement_imports.undone_at',
        ])
        .orderBy('statement_imports.id', 'desc')
        .limit(limit)
        .execute();
      const iso = (ms: number) => new Date(Number(ms)).toISOString();
      return rows.map((row) => ({
        id: String(row.id),
        importedAt: iso(row.imported_at),
        importedBy: row.imported_by,
        transfers: Number(row.transfers),
        undoneAt: row.undone_at === null ? null : iso(row.undone_at),
      }));
    },
  };
}
