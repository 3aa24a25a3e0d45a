// Accounts that are not deleted (issue 24): a deleted account's row stays, emptied, for counts and links,
// and every lookup of a person goes through here so it never finds one.
import {rowLock} from '../../db/sql-dialect.ts';
import type {StoreContext} from '../../db/store-context.ts';

/** An account not deleted (issue 24), by id or (lower-cased) e-mail: its whole row, or undefined. */
const liveUsers = (ctx: StoreContext, column: 'id' | 'email', value: string) =>
  ctx.db.selectFrom('users').selectAll().where(column, '=', value).where('deleted_at', 'is', null);

/** The row of an account not deleted, by id or e-mail. */
export const liveUser = (ctx: StoreContext, column: 'id' | 'email', value: string) =>
  liveUsers(ctx, column, value).executeTakeFirst();

/** The same, locked for the rest of the transaction where rows lock. */
export const lockedUser = (tx: StoreContext, column: 'id' | 'email', value: string) =>
  rowLock(tx, liveUsers(tx, column, value)).executeTakeFirst();
