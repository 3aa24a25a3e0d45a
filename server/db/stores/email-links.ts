// E-mail confirmation links (migration 007): a link proves an address belongs to an account when opened.
// Consuming the link and confirming the address is one transaction, and the link names the address it was
// mailed to, so a link sent before an address change can never confirm the new address.
import type {AccountStore} from '../account-store.ts';
import {inTransaction, type StoreContext} from '../store-context.ts';

/** Marks the account's address confirmed (kept as it was when already confirmed). */
export async function confirmAddress(ctx: StoreContext, userId: string, now: number): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({email_confirmed_at: now})
    .where('id', '=', userId)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

type EmailLinkMethods = 'createEmailLink' | 'confirmEmail';

/** The link half of the AccountStore. */
export function emailLinkMethods(ctx: StoreContext): Pick<AccountStore, EmailLinkMethods> {
  return {
    async createEmailLink(link, now) {
      await ctx.db
        .insertInto('email_links')
        .values({
          user_id: link.userId,
          email: link.email,
          token_hash: link.tokenHash,
          created_at: now,
          expires_at: link.expiresAt,
        })
        .execute();
    },
    confirmEmail(tokenHash, now) {
      return inTransaction(ctx, async (tx) => {
        // One conditional UPDATE: of two requests with one link, only the first finds it unconsumed
        // (PostgreSQL re-checks the WHERE after waiting for the row lock).
        const link = await tx.db
          .updateTable('email_links')
          .set({consumed_at: now})
          .where('token_hash', '=', tokenHash)
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['user_id', 'email'])
          .executeTakeFirst();
        if (!link) return 'dead';
        const owner = await tx.db
          .selectFrom('users')
          .select('id')
          .where('id', '=', link.user_id)
          .where('email', '=', link.email)
          .executeTakeFirst();
        if (!owner) return 'dead';
        await confirmAddress(tx, link.user_id, now);
        return 'confirmed';
      });
    },
  };
}
