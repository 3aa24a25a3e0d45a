// Adding or correcting a gift's tax ID (issue 56): staff may do it until the gift is in a file submitted to
// IRAS; after that the record IRAS holds is what counts, so the store refuses ('filed'). The change, its
// consent and its Activity line are one transaction; the gift row is locked first, so a filing marked at
// the same moment and a correction cannot both pass the check.

import {recordConsent} from '../../accounts/store/consents.ts';
import {recordActivity} from '../../db/activity.ts';
import type {Actor} from '../../db/actor.ts';
import {rowLock} from '../../db/sql-dialect.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import {giftById, giftOf} from './gift-rows.ts';
import type {Gift, SealedTaxId, TaxIdChange} from './gift-store.ts';

const masked = (gift: Gift) => ({taxId: gift.taxIdMasked, taxName: gift.taxName, taxIdType: gift.taxIdType});

/** Sets (or, with null, removes) the tax ID of an open or received gift not yet filed with IRAS. */
export function setGiftTaxId(
  ctx: StoreContext,
  id: string,
  tax: SealedTaxId | null,
  consentNotice: string | null,
  actor: Actor,
  now: number,
): Promise<TaxIdChange> {
  return inTransaction(ctx, async (tx) => {
    if (!/^\d{1,15}$/.test(id)) return null;
    const row = await rowLock(
      tx,
      tx.db.selectFrom('gifts').selectAll().where('id', '=', Number(id)),
    ).executeTakeFirst();
    if (!row) return null;
    const before = giftOf(row);
    if (before.status === 'void' || before.status === 'refunded') return 'closed';
    const filed = await tx.db
      .selectFrom('iras_filed_gifts as g')
      .innerJoin('iras_filings as f', 'f.id', 'g.filing_id')
      .select('f.submitted_on')
      .where('g.gift_id', '=', Number(id))
      .where('f.submitted_on', 'is not', null)
      .orderBy('f.submitted_on')
      .executeTakeFirst();
    if (filed?.submitted_on) return {filedOn: filed.submitted_on};
    await tx.db
      .updateTable('gifts')
      .set({
        tax_id_type: tax?.type ?? null,
        tax_id_sealed: tax?.sealed ?? null,
        tax_id_masked: tax?.masked ?? null,
        tax_name: tax?.name ?? null,
        consent_at: tax ? now : null,
        updated_at: now,
      })
      .where('id', '=', Number(id))
      .execute();
    if (tax && consentNotice) await recordConsent(tx, {giftId: Number(id)}, consentNotice, now);
    const after = (await giftById(tx, id))!;
    await recordActivity(tx, {
      actor,
      at: now,
      action: 'tax-id',
      targetType: 'gift',
      targetId: id,
      before: {reference: before.reference, ...masked(before)},
      after: {reference: after.reference, ...masked(after)},
    });
    return after;
  });
}
