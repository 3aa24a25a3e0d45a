// Finding people by a part of their name or e-mail, in SQL, as every staff list of people does.
import type {ExpressionBuilder} from 'kysely';
import type {Database} from '../../db/schema.ts';
import {containsText} from '../../db/sql-dialect.ts';
import type {StoreContext} from '../../db/store-context.ts';

/**
 * Users whose name (any case) or e-mail contains `search`; every user when it is blank.
 * @example db.selectFrom('users').where(personMatches(ctx, 'tan'))
 */
export function personMatches(ctx: StoreContext, search: string | undefined) {
  const needle = (search ?? '').trim().toLowerCase();
  return (eb: ExpressionBuilder<Database, 'users'>) =>
    needle === ''
      ? eb.lit(true)
      : eb.or([
          containsText(ctx, eb.fn<string>('lower', ['full_name']), needle),
          containsText(ctx, eb.ref('email'), needle),
        ]);
}
