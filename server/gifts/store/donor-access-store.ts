// My gifts without applying (issue 56): a link mailed to an address opens, once, a short session that
// reads only the gifts given with that address. The store sees only the tokens' hashes.

export type DonorAccessStore = {
  /** Keeps a link for `email` (its token's hash), alive until `expiresAt`. */
  createDonorLink(link: {tokenHash: string; email: string; expiresAt: number}, now: number): Promise<void>;
  /**
   * Consumes a live link and starts a session for its address in one transaction: the first caller gets
   * the address, a second opening (or an expired or unknown link) gets null.
   */
  openDonorLink(
    linkHash: string,
    session: {tokenHash: string; expiresAt: number},
    now: number,
  ): Promise<{email: string} | null>;
  /** The address of a live donor session; null when unknown, ended or expired. */
  findDonorSession(tokenHash: string, now: number): Promise<{email: string} | null>;
  /** Ends a donor session (sign out). */
  endDonorSession(tokenHash: string, now: number): Promise<void>;
  /** Ends every donor session and link of an address (the address's account was deleted). */
  endDonorAccess(email: string, now: number): Promise<void>;
  /** Deletes expired or used links and ended or expired sessions; returns how many. */
  pruneDonorAccess(now: number): Promise<number>;
};
