// ConsentStore for both databases, and the one insert the account and gift writes share.

import type {StoreContext} from '../../db/store-context.ts';
import type {ConsentStore} from './consent-store.ts';

/** Records that `notice` was agreed to now, for an account or a gift (inside the caller's transaction). */
export async function recordConsent(
  tx: StoreContext,
  owner: {userId: string} | {giftId: number},
  notice: string,
  now: number,
): Promise<void> {
  await tx.db
    .insertInto('consents')
    .values({
      user_id: 'userId' in owner ? owner.userId : null,
      gift_id: 'giftId' in owner ? owner.giftId : null,
      notice,
      given_at: now,
    })
    .execute();
}

export function consentStore(ctx: StoreContext): ConsentStore {
  return {
    async listConsents(userId, giftIds) {
      const ids = giftIds.map(Number).filter(Number.isSafeInteger);
      const rows = await ctx.db
        .selectFrom('consents')
        .select(['notice', 'given_at', 'gift_id'])
        .where((eb) =>
          eb.or([eb('user_id', '=', userId), ...(ids.length > 0 ? [eb('gift_id', 'in', ids)] : [])]),
        )
        .orderBy('given_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        notice: row.notice,
        givenAt: Number(row.given_at),
        giftId: row.gift_id === null ? null : String(row.gift_id),
      }));
    },
  };
}
