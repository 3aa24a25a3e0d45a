// Consent on record (issue 24): which wording of a notice (core/privacy/notices.ts) a person agreed to, when,
// with their account or their gift. Written in the same transaction as the account or gift.

/** One agreement: the wording's id and when. */
export type ConsentRecord = {notice: string; givenAt: number; giftId: string | null};

export type ConsentStore = {
  /** The agreements of an account and of the given gifts, oldest first. */
  listConsents(userId: string, giftIds: readonly string[]): Promise<ConsentRecord[]>;
};
