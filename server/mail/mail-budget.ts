// A day's budget of mails per address (issue 19 #1): whatever a person does on the site, their address
// gets at most this many of our event and confirmation mails a day. Past it we drop the mail and log it,
// so no account, ours or a stranger's, can turn the foundation into a mail cannon. Counted in the Store,
// so every process shares the budget; keyed by an HMAC of the address, never the address itself. Mails a
// stranger can cause by typing the address (a pledge's) have budgets of their own (pledge-mail-budget.ts):
// they never spend this one (issue 54).
import {createHmac} from 'node:crypto';
import type {AppDeps} from '../app-deps.ts';
import type {RateCounterStore} from '../http/store/rate-counter-store.ts';
import {createRateLimiter} from '../middleware/rate-limit.ts';

/** Enough for a busy volunteer's day (sign-ups, a move up, a reminder), far short of a flood. */
export const MAILS_PER_ADDRESS_PER_DAY = 20;
const DAY_MS = 86_400_000;

/** Counts one mail to `address`; false when today's budget is spent (the caller then does not send). */
export type MailBudget = (address: string) => Promise<boolean>;

const budgets = new WeakMap<AppDeps<RateCounterStore>, MailBudget>();

/** What a budget counts an address under: an HMAC of it, so the counters never hold an address. */
export function addressSubject(key: Uint8Array, address: string): string {
  return createHmac('sha256', key).update(`mail\n${address.toLowerCase()}`).digest('hex');
}

/** The app's mail budget (one per deps, so the key is derived once). */
export function mailBudget(deps: AppDeps<RateCounterStore>): MailBudget {
  let budget = budgets.get(deps);
  if (!budget) {
    const key = deps.config.authKeys.lookup;
    const limiter = createRateLimiter({
      name: 'mails-to',
      limit: MAILS_PER_ADDRESS_PER_DAY,
      windowMs: DAY_MS,
      deps,
    });
    budget = async (address) => (await limiter.hit(addressSubject(key, address))).allowed;
    budgets.set(deps, budget);
  }
  return budget;
}
