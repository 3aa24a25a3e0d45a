// The budgets of pledge mails (issue 54, finding 5): anyone may type anyone's address into a pledge, and a
// flood of pledges from ten thousand addresses once sent ten thousand strangers a mail each and spent a
// volunteer's own day of mails. So a pledge's mail counts against a small daily budget of its address and
// an hourly one over every address, never against the address's own budget (mail-budget.ts). Both are
// counted in the Store (every instance shares them) and scale with RATE_LIMIT_FACTOR like every limit.
import type {AppDeps} from '../app-deps.ts';
import {addressSubject} from '../mail/mail-budget.ts';
import {createRateLimiter, scaledLimit} from '../middleware/rate-limit.ts';
import type {GiftStores} from './store/gift-stores.ts';

/** A donor who changes their mind pledges twice or three times a day; a fourth mail would be a flood's. */
export const PLEDGE_MAILS_PER_ADDRESS_PER_DAY = 3;
/** Well above the foundation's busiest hour of real pledges, far below a cannon. */
export const PLEDGE_MAILS_PER_HOUR = 100;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
// The one subject of the hourly budget: every address counts under it.
const EVERY_ADDRESS = 'all';

/** Counts one pledge mail to `address`; false when its address's or the hour's budget is spent. */
export type PledgeMailBudget = (address: string) => Promise<boolean>;

const budgets = new WeakMap<AppDeps<GiftStores>, PledgeMailBudget>();

/** The app's pledge mail budget (one per deps, so the key is derived once). */
export function pledgeMailBudget(deps: AppDeps<GiftStores>): PledgeMailBudget {
  let budget = budgets.get(deps);
  if (!budget) {
    const key = deps.config.authKeys.lookup;
    const perAddress = createRateLimiter({
      name: 'pledge-mails-to',
      limit: PLEDGE_MAILS_PER_ADDRESS_PER_DAY,
      windowMs: DAY_MS,
      deps,
    });
    const perHour = createRateLimiter({
      name: 'pledge-mails',
      limit: PLEDGE_MAILS_PER_HOUR,
      windowMs: HOUR_MS,
      deps,
    });
    const hourly = scaledLimit(PLEDGE_MAILS_PER_HOUR, deps);
    budget = async (address) => {
      // Once the hour's mails are spent, a pledge writes no counter for its address: a flood adds no rows.
      if ((await perHour.peek(EVERY_ADDRESS)) >= hourly) return false;
      if (!(await perAddress.hit(addressSubject(key, address))).allowed) return false;
      return (await perHour.hit(EVERY_ADDRESS)).allowed;
    };
    budgets.set(deps, budget);
  }
  return budget;
}
