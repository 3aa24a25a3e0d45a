// Reading and inserting gift rows, shared by the pledge, receipt and bank statement halves of the gift store.
import type {Selectable} from 'kysely';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import type {GiftProject, PaidBy} from '../../../core/rules/index.ts';
import {recordConsent} from '../../accounts/store/consents.ts';
import {languageOf} from '../../db/rows.ts';
import type {GiftsTable} from '../../db/schema.ts';
import type {StoreContext} from '../../db/store-context.ts';
import type {Gift, NewPledge} from './gift-store.ts';

const DRAWS = 5;

/** A row as staff and the donor see it: the sealed ID stays behind. */
export function giftOf(row: Selectable<GiftsTable>): Gift {
  return {
    id: String(row.id),
    reference: row.reference,
    amountCents: Number(row.amount_cents),
    project: row.project as GiftProject,
    donorName: row.donor_name,
    showName: Number(row.show_name) === 1,
    email: row.email,
    taxIdType: row.tax_id_type,
    taxIdMasked: row.tax_id_masked,
    taxName: row.tax_name,
    status: row.status,
    createdAt: new Date(Number(row.created_at)).toISOString(),
    // Rows from before migration 013 have no day: it is the Singapore day of their creation, as since.
    pledgedOn: row.pledged_on ?? singaporeDate(Number(row.created_at)),
    receivedCents: row.received_cents === null ? null : Number(row.received_cents),
    receivedOn: row.received_on,
    receiptNumber: row.receipt_number,
    voidReason: row.void_reason,
    paidBy: row.paid_by as PaidBy | null,
    chequeNumber: row.cheque_number,
    staffNote: row.staff_note,
    language: languageOf(row.language),
  };
}

/** One gift by id (a number in both databases), or null; an id that is not a number finds nothing. */
export async function giftById(ctx: StoreContext, id: string): Promise<Gift | null> {
  if (!/^\d{1,15}$/.test(id)) return null;
  const row = await ctx.db.selectFrom('gifts').selectAll().where('id', '=', Number(id)).executeTakeFirst();
  return row ? giftOf(row) : null;
}

/**
 * Inserts a pledged gift under a reference from `newReference`; the unique index on `reference` decides a
 * clash: the insert does nothing and the next reference is tried, up to five draws.
 */
export async function insertPledge(
  ctx: StoreContext,
  pledge: NewPledge,
  now: number,
  newReference: () => string,
): Promise<Gift> {
  for (let draw = 0; draw < DRAWS; draw++) {
    const reference = newReference();
    const inserted = await ctx.db
      .insertInto('gifts')
      .values({
        reference,
        amount_cents: pledge.amountCents,
        project: pledge.project,
        donor_name: pledge.donorName,
        show_name: pledge.showName ? 1 : 0,
        email: pledge.email,
        tax_id_type: pledge.tax?.type ?? null,
        tax_id_sealed: pledge.tax?.sealed ?? null,
        tax_id_masked: pledge.tax?.masked ?? null,
        tax_name: pledge.tax?.name ?? null,
        consent_at: pledge.tax ? now : null,
        language: pledge.language ?? 'en',
        status: 'pledged',
        pledged_on: singaporeDate(now),
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      if (pledge.tax && pledge.consentNotice) {
        await recordConsent(ctx, {giftId: Number(inserted.id)}, pledge.consentNotice, now);
      }
      return (await giftById(ctx, String(inserted.id)))!;
    }
  }
  throw new Error(`No free gift reference in ${DRAWS} draws: the reference generator repeats itself.`);
}
