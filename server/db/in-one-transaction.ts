// The one way to write several things atomically, for any set of stores: `work` gets the same stores bound
// to one transaction, so a change and the mail it causes commit together or not at all.

/**
 * Stores `S` that can run work in one transaction.
 * @example await deps.store.inOneTransaction(async (tx) => { await tx.createResetToken(...); await tx.queueMail(...); });
 */
export type InOneTransaction<S> = {
  inOneTransaction<T>(work: (store: S) => Promise<T>): Promise<T>;
};
