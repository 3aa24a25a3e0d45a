// The mail outbox (issue 55): a mail is a row written with the change that causes it (pass a transaction's
// store), and any instance's sender claims due rows under a lease, so each goes once across instances.
import type {Language} from '../../../core/i18n/index.ts';
import type {Actor} from '../../db/actor.ts';

/** A file sent with a queued mail; `base64` holds the bytes. */
export type QueuedAttachment = {filename: string; contentType: string; base64: string};

/** A mail to write: its words, or (`receiptGiftId`) a gift whose receipt is made when it is sent. */
export type QueuedMail = {
  to: string;
  subject: string;
  text: string;
  language: Language;
  replyTo?: string;
  attachments?: QueuedAttachment[];
  receiptGiftId?: string;
  /** What the log and the console call it, never the address: `the receipt of gift 12`. */
  what: string;
};

/** A due mail a sender claimed: its lease ends at `claimedUntil`; `attempts` counts this one. */
export type ClaimedMail = QueuedMail & {
  id: string;
  createdAt: number;
  attempts: number;
  claimedUntil: number;
};

/** Where a gift's latest receipt mail is: sent (when), waiting to be tried again (why), or given up. */
export type ReceiptMailState =
  | {state: 'sent'; at: number}
  | {state: 'waiting'; reason: string | null}
  | {state: 'failed'; reason: string};

export type MailOutboxStore = {
  /** Writes `mail`, due at once; in a transaction's store it commits (or not) with the change. */
  queueMail(mail: QueuedMail, now: number): Promise<void>;
  /**
   * Claims up to `limit` due mails nobody holds, for `leaseMs`, in one statement (PostgreSQL skips rows
   * another sender is claiming): each mail goes to one sender until its lease passes.
   */
  claimDueMails(now: number, leaseMs: number, limit: number): Promise<ClaimedMail[]>;
  /** Marks a claimed mail sent and drops its words (they may hold a code); false when the lease was lost. */
  markMailSent(id: string, claimedUntil: number, now: number): Promise<boolean>;
  /** Gives a claimed mail back, due again at `dueAt`, with why it failed in words. */
  retryMail(id: string, claimedUntil: number, dueAt: number, reason: string): Promise<void>;
  /** Gives up on a claimed mail (tried for days), keeping why in words. */
  failMail(id: string, claimedUntil: number, now: number, reason: string): Promise<void>;
  /** The latest receipt mail of each of `giftIds` that has one. */
  receiptMailStates(giftIds: readonly string[]): Promise<Map<string, ReceiptMailState>>;
  /**
   * Staff's Send again: the gift's unsent receipt mail is due at once (given up or not), or a new one is
   * written when the last went out; with an Activity line in the same transaction. False for no receipt.
   */
  resendReceiptMail(
    gift: {id: string; email: string; reference: string; receiptNumber: string | null},
    actor: Actor,
    now: number,
  ): Promise<boolean>;
  /** Mails that could not be delivered: given up, or waiting after a failed try. */
  countUndeliveredMails(): Promise<number>;
  /** Deletes the rows of mails sent before `sentBefore`; returns how many. */
  purgeSentMails(sentBefore: number): Promise<number>;
};
