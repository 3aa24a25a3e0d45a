// Stored first answers for `Idempotency-Key` (signups, gift pledges): a retry within the window replays the
// first answer instead of writing twice. Callers lock the key (lockKey) in their transaction first.
import {type Row, text} from '../../db/rows.ts';
import type {StoreContext} from '../../db/store-context.ts';

/** A stored first answer for an `Idempotency-Key`. */
export type IdempotentAnswer = {requestHash: string; status: number; body: string};

/** An `idempotency_keys` row. */
export function toAnswer(row: Row): IdempotentAnswer {
  return {requestHash: text(row.request_hash), status: Number(row.status), body: text(row.body)};
}

/** The answer stored for `key` in `scope`, if newer than `since`. */
export async function findAnswer(ctx: StoreContext, scope: string, key: string, since: number) {
  const row = await ctx.db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status', 'body'])
    .where('scope', '=', scope)
    .where('idempotency_key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row ? toAnswer(row) : null;
}

/** Stores the first answer for a key (replacing one older than the replay window). */
export async function saveAnswer(
  tx: StoreContext,
  {scope, key, answer}: {scope: string; key: string; answer: IdempotentAnswer},
  now: number,
): Promise<void> {
  await tx.db
    .insertInto('idempotency_keys')
    .values({
      scope,
      idempotency_key: key,
      request_hash: answer.requestHash,
      status: answer.status,
      body: answer.body,
      created_at: now,
    })
    // A stale row for the same key (older than the replay window) is replaced, not kept forever.
    .onConflict((conflict) =>
      conflict.columns(['scope', 'idempotency_key']).doUpdateSet((eb) => ({
        request_hash: eb.ref('excluded.request_hash'),
        status: eb.ref('excluded.status'),
        body: eb.ref('excluded.body'),
        created_at: eb.ref('excluded.created_at'),
      })),
    )
    .execute();
}
