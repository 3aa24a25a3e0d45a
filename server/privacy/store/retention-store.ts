// Keeping personal data no longer than it is needed (issue 24): what the daily clean-up finds due, its
// removals, and the claim that lets one process of several run it each day.
import type {AccountDeletion} from './account-deletion-store.ts';

/** Who Activity names for the daily clean-up. */
export const RETENTION_ACTOR = {id: 'retention', email: 'daily clean-up'};

/** The moments before which data is due (milliseconds since the epoch). */
export type RetentionCutoffs = {
  /** An applicant's account with no activity (change, sign-in, sign-up) since. */
  inactiveBefore: number;
  /** A contact message handled before. */
  handledBefore: number;
  /** A sign-up whose address is still unconfirmed, made before. */
  unconfirmedBefore: number;
};

/** What is due: the accounts by id (each is deleted as its owner could) and the messages by count. */
export type RetentionDue = {
  inactiveAccounts: string[];
  unconfirmedAccounts: string[];
  handledMessages: number;
};

/** How many of each a clean-up removed: its Activity lines' record. */
export type RetentionCounts = {accounts: number; unconfirmed: number; messages: number};

/**
 * The clean-up removes in steps, each one transaction that writes its own `retention` Activity line of
 * counts (naming nobody): a run stopped at any point has a line for everything it removed, and only that.
 */
export type RetentionStore = {
  /** What is due now; staff and administrators' accounts are never due. */
  retentionDue(cutoffs: RetentionCutoffs): Promise<RetentionDue>;
  /**
   * Deletes a batch of unused accounts, as their owners could (AccountDeletionStore.deleteAccount), of
   * `ids` those still confirmed and unused since the cut-off, with one line for the batch; answers the
   * deletions, for their mails.
   */
  deleteInactiveAccounts(
    ids: readonly string[],
    inactiveBefore: number,
    now: number,
    today: string,
  ): Promise<AccountDeletion[]>;
  /**
   * Deletes accounts whose address was never confirmed (their rows too: nothing of theirs needs keeping),
   * of `ids` those still unconfirmed and unused since the cut-off, with their line; answers how many.
   */
  deleteUnconfirmedAccounts(ids: readonly string[], unconfirmedBefore: number, now: number): Promise<number>;
  /** Deletes the messages handled before the cut-off, with their line (written even for none); answers how many. */
  deleteHandledMessages(handledBefore: number, now: number): Promise<number>;
  /** Claims `job` for `day` once across every process; true for the one claimer that got it. */
  claimDailyJob(job: string, day: string, claimer: string, now: number): Promise<boolean>;
};
