// IrasFilingStore for both databases (issue 55): a prepared file and its gifts are written in one
// transaction; marking it submitted is one conditional UPDATE, so two staff marking it at once log it once.
import type {Selectable} from 'kysely';
import {recordActivity} from '../../db/activity.ts';
import type {IrasFilingsTable} from '../../db/schema.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import {giftOf} from './gift-rows.ts';
import type {FiledGift, IrasFiling, IrasFilingStore} from './iras-filing-store.ts';

const filingOf = (row: Selectable<IrasFilingsTable>): IrasFiling => ({
  id: String(row.id),
  basisYear: Number(row.basis_year),
  batch: row.batch,
  preparedAt: Number(row.prepared_at),
  preparedBy: row.prepared_by,
  submittedOn: row.submitted_on,
  submittedBy: row.submitted_by,
  records: Number(row.records),
  totalDollars: Number(row.total_dollars),
});

/** The filing half of the Store over `ctx` (migration 026). */
export function irasFilingStore(ctx: StoreContext): IrasFilingStore {
  const {db} = ctx;
  return {
    async irasGiftsOf(year) {
      const rows = await db
        .selectFrom('gifts')
        .selectAll()
        .where('status', 'in', ['received', 'void', 'refunded'])
        .where('tax_id_sealed', 'is not', null)
        .where('received_on', '>=', `${year}-01-01`)
        .where('received_on', '<=', `${year}-12-31`)
        .orderBy('received_on')
        .orderBy('receipt_number')
        .execute();
      return rows.map((row) => ({...giftOf(row), taxIdSealed: row.tax_id_sealed!}));
    },
    async latestFiledGifts(year) {
      const rows = await db
        .selectFrom('iras_filed_gifts as g')
        .innerJoin('iras_filings as f', 'f.id', 'g.filing_id')
        .select(['g.gift_id', 'g.receipt_number', 'g.id_type', 'g.id_hash', 'g.name', 'g.amount_dollars'])
        .select(['g.donated_on', 'f.id as filing'])
        .where('f.basis_year', '=', year)
        .where('f.submitted_on', 'is not', null)
        .orderBy('f.id')
        .execute();
      // The later filing of a gift wins: an amendment says what IRAS now holds.
      const latest = new Map<string, FiledGift>();
      for (const row of rows) {
        latest.set(String(row.gift_id), {
          giftId: String(row.gift_id),
          receiptNumber: row.receipt_number,
          idType: row.id_type,
          idHash: row.id_hash,
          name: row.name,
          amountDollars: Number(row.amount_dollars),
          donatedOn: row.donated_on,
        });
      }
      return latest;
    },
    prepareIrasFiling: ({basisYear, batch, gifts}, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const totalDollars = gifts.reduce((sum, gift) => sum + gift.amountDollars, 0);
        const row = await tx.db
          .insertInto('iras_filings')
          .values({
            basis_year: basisYear,
            batch,
            prepared_at: now,
            prepared_by: actor.email,
            records: gifts.length,
            total_dollars: totalDollars,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        if (gifts.length > 0) {
          await tx.db
            .insertInto('iras_filed_gifts')
            .values(
              gifts.map((gift) => ({
                filing_id: Number(row.id),
                gift_id: Number(gift.giftId),
                receipt_number: gift.receiptNumber,
                id_type: gift.idType,
                id_hash: gift.idHash,
                name: gift.name,
                amount_dollars: gift.amountDollars,
                donated_on: gift.donatedOn,
              })),
            )
            .execute();
        }
        const filing = filingOf(row);
        await recordActivity(tx, {
          actor,
          at: now,
          action: 'export',
          targetType: 'iras-file',
          targetId: filing.id,
          before: null,
          after: {year: basisYear, batch, gifts: gifts.length, totalDollars},
        });
        return filing;
      }),
    submitIrasFiling: (id, submittedOn, actor, now) =>
      inTransaction(ctx, async (tx) => {
        if (!/^\d{1,15}$/.test(id)) return null;
        const marked = await tx.db
          .updateTable('iras_filings')
          .set({submitted_on: submittedOn, submitted_by: actor.email})
          .where('id', '=', Number(id))
          .where('submitted_on', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!marked) {
          const exists = await tx.db
            .selectFrom('iras_filings')
            .select('id')
            .where('id', '=', Number(id))
            .executeTakeFirst();
          return exists ? 'already' : null;
        }
        const filing = filingOf(marked);
        await recordActivity(tx, {
          actor,
          at: now,
          action: 'submit',
          targetType: 'iras-file',
          targetId: filing.id,
          before: {submittedOn: null},
          after: {year: filing.basisYear, batch: filing.batch, submittedOn, gifts: filing.records},
        });
        return filing;
      }),
    async irasUnfiledCount(year) {
      const row = await db
        .selectFrom('gifts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('status', '=', 'received')
        .where('tax_id_sealed', 'is not', null)
        .where('received_on', '>=', `${year}-01-01`)
        .where('received_on', '<=', `${year}-12-31`)
        .where(({exists, not, selectFrom}) =>
          not(
            exists(
              selectFrom('iras_filed_gifts as g')
                .innerJoin('iras_filings as f', 'f.id', 'g.filing_id')
                .select('g.gift_id')
                .whereRef('g.gift_id', '=', 'gifts.id')
                .where('f.submitted_on', 'is not', null),
            ),
          ),
        )
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async listIrasFilings(year) {
      const rows = await db
        .selectFrom('iras_filings')
        .selectAll()
        .where('basis_year', '=', year)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(filingOf);
    },
  };
}
