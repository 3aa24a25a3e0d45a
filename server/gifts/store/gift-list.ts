// The staff's list of gifts (issue 54), a page at a time, newest first: filtered by status, project and
// day, found by reference (as loosely as a bank statement carries one), donor name or e-mail. Pledges left
// unpaid past PLEDGE_EXPIRY_DAYS are expired: out of the list unless asked for by status or found by a search.
import type {ExpressionBuilder} from 'kysely';
import {findGiftReference} from '../../../core/donate/index.ts';
import {readDate} from '../../../core/rules/index.ts';
import type {Page} from '../../../core/staff/index.ts';
import type {Database} from '../../db/schema.ts';
import {containsText} from '../../db/sql-dialect.ts';
import type {PageRequest} from '../../db/store/page.ts';
import {readPage} from '../../db/store/page.ts';
import type {StoreContext} from '../../db/store-context.ts';
import {giftOf} from './gift-rows.ts';
import type {Gift, GiftFilter} from './gift-store.ts';

type GiftsBuilder = ExpressionBuilder<Database, 'gifts'>;

// A part of a reference worth looking for: 'nard 7kqm', '7KQM3XWA', '7kqm' (3 or more of its characters).
const REFERENCE_PART = /^[A-Z0-9]{3,}$/;

// An amount as staff type one: '88', '$88.00', '1,250.50'.
const AMOUNT = /^(?:S?\$\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i;

/** The cents of a typed amount, or null when `search` is not one. */
function searchedCents(search: string): number | null {
  const match = AMOUNT.exec(search);
  if (!match) return null;
  const cents = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The day of a typed date (2026-12-02, 2/12/2026, 2 Dec 2026), or null when `search` is not one. */
function searchedDay(search: string): string | null {
  if (!/\d/.test(search) || /^\d+$/.test(search)) return null;
  try {
    return readDate(search);
  } catch {
    return null;
  }
}

/**
 * What `search` finds: a whole reference by its unique index, else a part of a reference, name or e-mail,
 * an amount pledged or received, or the day it was pledged or arrived (issue 56).
 */
function searchMatches(ctx: StoreContext, search: string) {
  const reference = findGiftReference(search);
  const needle = search.toLowerCase();
  const compact = search.toUpperCase().replace(/[\s-]+/g, '');
  const cents = searchedCents(search);
  const day = searchedDay(search);
  return (eb: GiftsBuilder) => {
    if (reference) return eb('reference', '=', reference);
    const plainReference = eb.fn<string>('replace', [eb.ref('reference'), eb.val('-'), eb.val('')]);
    return eb.or([
      ...(REFERENCE_PART.test(compact) ? [containsText(ctx, plainReference, compact)] : []),
      containsText(ctx, eb.fn<string>('lower', ['donor_name']), needle),
      containsText(ctx, eb.ref('email'), needle),
      ...(cents === null ? [] : [eb('amount_cents', '=', cents), eb('received_cents', '=', cents)]),
      ...(day === null ? [] : [eb('received_on', '=', day), eb('pledged_on', '=', day)]),
    ]);
  };
}

/** Which gifts the status filter keeps; with none, every gift but the expired pledges (unless searched). */
function statusMatches(filter: GiftFilter) {
  return (eb: GiftsBuilder) => {
    const expired = eb.and([eb('status', '=', 'pledged'), eb('created_at', '<', filter.expiredBefore)]);
    if (filter.status === 'expired') return expired;
    if (filter.status === 'pledged')
      return eb.and([eb('status', '=', 'pledged'), eb('created_at', '>=', filter.expiredBefore)]);
    if (filter.status) return eb('status', '=', filter.status);
    return filter.search ? eb.lit(true) : eb.not(expired);
  };
}

/** One page of the gifts `filter` keeps, newest first. */
export function listGifts(ctx: StoreContext, filter: GiftFilter, request: PageRequest): Promise<Page<Gift>> {
  // A gift's day: the day it arrived, else the Singapore day it was pledged.
  const day = (eb: GiftsBuilder) => eb.fn.coalesce('received_on', 'pledged_on');
  const search = filter.search?.trim() ?? '';
  const filtered = ctx.db
    .selectFrom('gifts')
    .where(statusMatches({...filter, search}))
    .$if(filter.project !== undefined, (query) => query.where('project', '=', filter.project!))
    .$if(filter.from !== undefined, (query) => query.where((eb) => eb(day(eb), '>=', filter.from!)))
    .$if(filter.to !== undefined, (query) => query.where((eb) => eb(day(eb), '<=', filter.to!)))
    .$if(search !== '', (query) => query.where(searchMatches(ctx, search)));
  return readPage(request, {
    rows: filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    filtered,
    toItem: giftOf,
  });
}
