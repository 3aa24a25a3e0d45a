// GiftStore for both databases (issue 22). The unique index on `reference` decides a clash: the insert
// does nothing and the next reference is tried.
import type {Selectable} from 'kysely';
import type {GiftProject} from '../../../core/rules/index.ts';
import type {Gift, GiftStore} from '../gift-store.ts';
import type {GiftsTable} from '../schema.ts';
import type {StoreContext} from '../store-context.ts';

const DRAWS = 5;

function giftOf(row: Selectable<GiftsTable>): Gift {
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
  };
}

/** The gift half of the Store over `ctx`. */
export function giftStore(ctx: StoreContext): GiftStore {
  const byReference = async (reference: string) => {
    const row = await ctx.db
      .selectFrom('gifts')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
    return row ? giftOf(row) : null;
  };
  return {
    async pledgeGift(pledge, now, newReference) {
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
            status: 'pledged',
            created_at: now,
            updated_at: now,
          })
          .onConflict((conflict) => conflict.column('reference').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) return (await byReference(reference))!;
      }
      throw new Error(`No free gift reference in ${DRAWS} draws: the reference generator repeats itself.`);
    },
    findGiftByReference: byReference,
  };
}
