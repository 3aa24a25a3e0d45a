// Keeping personal data no longer than it is needed (issue 24): what the daily clean-up finds due, and the
// claim that lets one process of several run it each day.

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

export type RetentionStore = {
  /** What is due now; staff and administrators' accounts are never due. */
  retentionDue(cutoffs: RetentionCutoffs): Promise<RetentionDue>;
  /** Deletes the messages handled before the cut-off; answers how many. */
  deleteHandledMessages(handledBefore: number): Promise<number>;
  /**
   * Deletes accounts whose address was never confirmed (their rows too: nothing of theirs needs keeping),
   * of `ids` those still unconfirmed and unused since the cut-off; answers how many.
   */
  deleteUnconfirmedAccounts(ids: readonly string[], unconfirmedBefore: number): Promise<number>;
  /** The one Activity line of a clean-up: how many of each went, naming nobody. */
  logRetention(counts: {accounts: number; unconfirmed: number; messages: number}, now: number): Promise<void>;
  /** Claims `job` for `day` once across every process; true for the one claimer that got it. */
  claimDailyJob(job: string, day: string, claimer: string, now: number): Promise<boolean>;
};
