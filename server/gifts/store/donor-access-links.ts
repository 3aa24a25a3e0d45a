// DonorAccessStore for both databases (issue 56): a link is consumed by one conditional UPDATE, so of two
// openings at once only one starts a session.

import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import type {DonorAccessStore} from './donor-access-store.ts';

/** The donor-access half of the Store over `ctx` (migration 028). */
export function donorAccessStore(ctx: StoreContext): DonorAccessStore {
  const {db} = ctx;
  return {
    async createDonorLink(link, now) {
      await db
        .insertInto('donor_links')
        .values({token_hash: link.tokenHash, email: link.email, created_at: now, expires_at: link.expiresAt})
        .execute();
    },
    openDonorLink: (linkHash, session, now) =>
      inTransaction(ctx, async (tx) => {
        const link = await tx.db
          .updateTable('donor_links')
          .set({consumed_at: now})
          .where('token_hash', '=', linkHash)
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('email')
          .executeTakeFirst();
        if (!link) return null;
        await tx.db
          .insertInto('donor_sessions')
          .values({
            token_hash: session.tokenHash,
            email: link.email,
            created_at: now,
            expires_at: session.expiresAt,
          })
          .execute();
        return {email: link.email};
      }),
    async findDonorSession(tokenHash, now) {
      const row = await db
        .selectFrom('donor_sessions')
        .select('email')
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ? {email: row.email} : null;
    },
    async endDonorSession(tokenHash, now) {
      await db
        .updateTable('donor_sessions')
        .set({revoked_at: now})
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async endDonorAccess(email, now) {
      await db.updateTable('donor_links').set({consumed_at: now}).where('email', '=', email).execute();
      await db
        .updateTable('donor_sessions')
        .set({revoked_at: now})
        .where('email', '=', email)
        .where('revoked_at', 'is', null)
        .execute();
    },
    pruneDonorAccess: (now) =>
      inTransaction(ctx, async (tx) => {
        const links = await tx.db
          .deleteFrom('donor_links')
          .where((eb) => eb.or([eb('expires_at', '<=', now), eb('consumed_at', 'is not', null)]))
          .executeTakeFirst();
        const sessions = await tx.db
          .deleteFrom('donor_sessions')
          .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
          .executeTakeFirst();
        return Number(links.numDeletedRows) + Number(sessions.numDeletedRows);
      }),
  };
}
