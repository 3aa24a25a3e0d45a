// The daily clean-up (issue 24): accounts unused for the configured months are deleted as their owners
// could delete them (attendance and gifts stay without a name), sign-ups never confirmed are removed, and
// handled contact messages go after their months. Each batch is one transaction with its Activity line of
// counts (issue 54 #11), so a run killed halfway has counted exactly what it removed. Expired sessions and
// codes go every hour (accounts/housekeeping.ts), and donors' ID numbers after the IRAS period (purgeTaxIds).
import type {RetentionPeriods} from '../../core/content/index.ts';
import {singaporeDate} from '../../core/format/singapore-date.ts';
import type {AppDeps} from '../app-deps.ts';
import {jobClaimer, repeatEvery} from '../jobs/repeat-every.ts';
import {afterDeletion} from './delete-account.ts';
import type {PrivacyStores} from './store/privacy-stores.ts';
import type {RetentionCutoffs, RetentionDue} from './store/retention-store.ts';

const DAY_MS = 86_400_000;
/** Accounts per transaction: short enough a hold on SQLite's write lock, few enough lines in Activity. */
export const RETENTION_BATCH = 50;

/** `ids` in runs of {@link RETENTION_BATCH}. */
function batches(ids: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (let at = 0; at < ids.length; at += RETENTION_BATCH) runs.push(ids.slice(at, at + RETENTION_BATCH));
  return runs;
}

/** `now` moved back by whole calendar months (UTC), as people count them. */
function monthsBefore(now: number, months: number): number {
  const at = new Date(now);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.getTime();
}

/** The cut-offs of the periods at `now`. */
export function retentionCutoffs(now: number, periods: RetentionPeriods): RetentionCutoffs {
  return {
    inactiveBefore: monthsBefore(now, periods.inactiveAccountMonths),
    handledBefore: monthsBefore(now, periods.handledMessageMonths),
    unconfirmedBefore: now - periods.unconfirmedAccountDays * DAY_MS,
  };
}

/** What a run found due and, unless it was a dry run, what it removed. */
export type RetentionReport = {
  due: RetentionDue;
  removed: {accounts: number; unconfirmed: number; messages: number} | null;
};

/** Finds what is due and (unless `dryRun`) removes it. */
export async function runRetention(
  deps: AppDeps<PrivacyStores>,
  {dryRun}: {dryRun: boolean},
): Promise<RetentionReport> {
  const now = deps.now();
  const cutoffs = retentionCutoffs(now, deps.config.publicConfig.retention);
  const due = await deps.store.retentionDue(cutoffs);
  if (dryRun) return {due, removed: null};
  const today = singaporeDate(now);
  let accounts = 0;
  for (const batch of batches(due.inactiveAccounts)) {
    const deletions = await deps.store.deleteInactiveAccounts(batch, cutoffs.inactiveBefore, now, today);
    accounts += deletions.length;
    for (const deleted of deletions) await afterDeletion(deps, deleted, 'retention', now);
  }
  let unconfirmed = 0;
  for (const batch of batches(due.unconfirmedAccounts)) {
    unconfirmed += await deps.store.deleteUnconfirmedAccounts(batch, cutoffs.unconfirmedBefore, now);
  }
  const messages = await deps.store.deleteHandledMessages(cutoffs.handledBefore, now);
  return {due, removed: {accounts, unconfirmed, messages}};
}

/**
 * Runs the clean-up once a day (Singapore's day), in whichever process claims the day first; checks every
 * `intervalMs`. Returns `stop()`.
 */
export function startRetentionJob(deps: AppDeps<PrivacyStores>, intervalMs: number): () => void {
  const claimer = jobClaimer();
  // A run that fails after claiming its day is tried again the next day.
  return repeatEvery(intervalMs, 'privacy: the daily clean-up', async () => {
    const day = singaporeDate(deps.now());
    if (await deps.store.claimDailyJob('retention', day, claimer, deps.now())) {
      await runRetention(deps, {dryRun: false});
    }
  });
}
