// E-mail links (migrations 007 and 019): a link proves an address belongs to an account when opened.
// Consuming the link and confirming the address is one transaction, and the link names the address it was
// mailed to, so a link sent before an address change can never confirm the new address. A change link
// (issue 24) moves the account to the address it was mailed to.

import {rowLock} from '../../db/sql-dialect.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import {retireUnused} from './account-codes.ts';
import type {AccountStore, EmailLinkOutcome} from './account-store.ts';

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
      await inTransaction(ctx, async (tx) => {
        if (link.changesAddress) {
          await tx.db
            .deleteFrom('email_links')
            .where('user_id', '=', link.userId)
            .where('changes_address', '=', 1)
            .where('consumed_at', 'is', null)
            .execute();
        }
        await tx.db
          .insertInto('email_links')
          .values({
            user_id: link.userId,
            email: link.email,
            token_hash: link.tokenHash,
            created_at: now,
            expires_at: link.expiresAt,
            changes_address: link.changesAddress ? 1 : 0,
          })
          .execute();
      });
    },
    confirmEmail(tokenHash, now) {
      return inTransaction(ctx, async (tx): Promise<EmailLinkOutcome> => {
        // One conditional UPDATE: of two requests with one link, only the first finds it unconsumed
        // (PostgreSQL re-checks the WHERE after waiting for the row lock).
        const link = await tx.db
          .updateTable('email_links')
          .set({consumed_at: now})
          .where('token_hash', '=', tokenHash)
          .where('consumed_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['user_id', 'email', 'changes_address'])
          .executeTakeFirst();
        if (!link) return 'dead';
        if (Number(link.changes_address) === 1) return moveAddress(tx, link.user_id, link.email, now);
        const owner = await tx.db
          .selectFrom('users')
          .select('id')
          .where('id', '=', link.user_id)
          .where('email', '=', link.email)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!owner) return 'dead';
        await confirmAddress(tx, link.user_id, now);
        return 'confirmed';
      });
    },
  };
}

/** A change link opened: the account takes the new address, confirmed, unless another account has it. */
async function moveAddress(
  tx: StoreContext,
  userId: string,
  email: string,
  now: number,
): Promise<EmailLinkOutcome> {
  const user = await rowLock(
    tx,
    tx.db.selectFrom('users').select('id').where('id', '=', userId).where('deleted_at', 'is', null),
  ).executeTakeFirst();
  if (!user) return 'dead';
  const taken = await tx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (taken) return taken.id === userId ? 'confirmed' : 'taken';
  await tx.db
    .updateTable('users')
    .set({email, email_confirmed_at: now, updated_at: now})
    .where('id', '=', userId)
    .execute();
  // Whoever reads the old mailbox holds its codes and links: none of them works from now on (issue 54).
  await retireUnused(tx, 'otp_codes', userId, now);
  await retireUnused(tx, 'reset_tokens', userId, now);
  await tx.db
    .updateTable('email_links')
    .set({consumed_at: now})
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
  return 'changed';
}
