// Deleting an account (issue 24): at its owner's request, or by staff carrying out a request made in
// writing. One transaction empties the person out of everything while every count stays true.
import type {Language} from '../../../core/i18n/index.ts';
import type {Actor} from '../../db/actor.ts';
import type {SignupNotice} from '../../events/store/place-store.ts';

/** What a deletion did; the address is the one the account had, for the confirmation mail only. */
export type AccountDeletion = {
  formerEmail: string;
  /** The language the account's mails were in, for that last mail. */
  formerLanguage: Language;
  fullName: string;
  /** People moved up into the places the person gave up: they are told by mail. */
  promoted: SignupNotice[];
  counts: {placesGivenUp: number; attendanceKept: number; messages: number; gifts: number};
};

export type AccountDeletionStore = {
  /**
   * Deletes the account `userId`: upcoming places are given up (the waiting list moves up); attendance
   * and hours stay, for programme reports, under "Deleted account"; messages sent from a confirmed
   * address go; gifts from it lose the e-mail, and the name unless IRAS needs it for a deduction; every
   * session, factor and code goes; Activity keeps no name, e-mail or phone of theirs, and gets one line
   * saying an account was deleted, by whom (the daily clean-up deletes in batches instead, each with one
   * line of counts: RetentionStore.deleteInactiveAccounts). The users row stays, emptied, so totals and
   * links hold.
   * Null: no such account, or deleted already.
   */
  deleteAccount(userId: string, actor: Actor, now: number, today: string): Promise<AccountDeletion | null>;
};
