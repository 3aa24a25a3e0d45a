// One page of a server-side table: the rows of the page and how many rows match in all, for either database.
import type {SelectQueryBuilder} from 'kysely';
import type {Page} from '../../../core/staff/index.ts';
import type {Database} from '../schema.ts';

/** Page request for a server-side table: 1-based page, at most 100 rows. */
export type PageRequest = {page: number; pageSize: number};

/** What to page: the ordered `rows`, the same table and filter unselected (`filtered`) to count, a mapper. */
export type PageQuery<TB extends keyof Database, O, Row, Item> = {
  rows: SelectQueryBuilder<Database, TB, Row>;
  filtered: SelectQueryBuilder<Database, TB, O>;
  toItem(row: Row): Item;
};

/**
 * Reads page `page` (1-based) of `rows` and the total `filtered` matches.
 * @example readPage({page: 1, pageSize: 20}, {rows: from.selectAll().orderBy('id'), filtered: from, toItem});
 */
export async function readPage<TB extends keyof Database, O, Row, Item>(
  {page, pageSize}: PageRequest,
  {rows, filtered, toItem}: PageQuery<TB, O, Row, Item>,
): Promise<Page<Item>> {
  const items = await rows
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const count = await filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return {items: items.map(toItem), total: Number(count.n), page, pageSize};
}
