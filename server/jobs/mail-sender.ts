// The outbox's sender (issue 55): claims due mails under a lease (so each goes once across instances),
// hands each to the transport (SMTP, or .eml files without SMTP_URL) and marks it sent, or due again after a
// growing wait, or given up after three days with the reason in words. Requests only write rows; `wake`
// sends at once what this process just committed, the timer what others wrote or what waits for a retry.
// A process killed mid-send leaves one mail claimed: its lease passes and it goes again (the one in flight).
import {SENT_MAIL_DAYS} from '../../core/content/index.ts';
import {mailFailure} from '../mail/mail-failure.ts';
import type {Mailer, MailMessage} from '../mail/mailer.ts';
import type {ClaimedMail, MailOutboxStore} from '../mail/store/mail-outbox-store.ts';
import type {BackgroundWork} from './background-work.ts';
import {repeatEvery} from './repeat-every.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The waits after the 1st, 2nd, ... failed try; the last repeats until GIVE_UP_AFTER_MS. */
export const RETRY_WAITS_MS = [1, 5, 15, 60, 180, 360, 720].map((minutes) => minutes * MINUTE);
/** Tried for at least three days: a mail server down over a long weekend still gets the mail. */
export const GIVE_UP_AFTER_MS = 3 * DAY;

/** What the sender needs; `receiptOf` makes a receipt mail's words and PDF from its gift, null if voided. */
export type MailSenderDeps = {
  store: MailOutboxStore;
  transport: Mailer;
  now: () => number;
  background: BackgroundWork;
  receiptOf: (giftId: string, to: string) => Promise<MailMessage | null>;
  /** Far longer than one send can take with the SMTP timeouts (smtp-mailer.ts): MAIL_LEASE_MS, 5 minutes. */
  leaseMs?: number;
};

export type MailSender = {
  /** Sends what is due now, in the background (a commit that queued a mail calls it). */
  wake(): void;
  /** One pass: claims and sends until nothing is due; answers how many were sent. */
  sendDue(): Promise<number>;
  /** Starts the timer (every `intervalMs`); returns `stop()`. */
  start(intervalMs: number): () => void;
};

/** The wait before the next try after `attempts` failed ones. */
export function retryWait(attempts: number): number {
  return RETRY_WAITS_MS[Math.min(attempts, RETRY_WAITS_MS.length) - 1]!;
}

function messageOf(mail: ClaimedMail): MailMessage {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    language: mail.language,
    ...(mail.replyTo ? {replyTo: mail.replyTo} : {}),
    ...(mail.attachments
      ? {
          attachments: mail.attachments.map(({filename, contentType, base64}) => ({
            filename,
            contentType,
            content: Buffer.from(base64, 'base64'),
          })),
        }
      : {}),
  };
}

export function createMailSender(deps: MailSenderDeps): MailSender {
  async function sendOne(mail: ClaimedMail): Promise<boolean> {
    const {store, now} = deps;
    try {
      const message = mail.receiptGiftId
        ? await deps.receiptOf(mail.receiptGiftId, mail.to)
        : messageOf(mail);
      if (!message) {
        await store.failMail(
          mail.id,
          mail.claimedUntil,
          now(),
          'the gift was voided (or deleted) before its receipt could be mailed',
        );
        return false;
      }
      await deps.transport.send(message);
    } catch (error) {
      const {reason, retry} = mailFailure(error);
      console.error(`mail: ${mail.what} failed (try ${mail.attempts}): ${reason}`);
      const at = now();
      if (!retry || at - mail.createdAt >= GIVE_UP_AFTER_MS) {
        await store.failMail(mail.id, mail.claimedUntil, at, reason);
      } else {
        await store.retryMail(mail.id, mail.claimedUntil, at + retryWait(mail.attempts), reason);
      }
      return false;
    }
    if (!(await store.markMailSent(mail.id, mail.claimedUntil, now()))) {
      console.warn(`mail: ${mail.what} was sent after its lease passed`);
    }
    return true;
  }

  // One mail claimed at a time: a lease covers the one send it was taken for, never a queue behind it.
  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const [mail] = await deps.store.claimDueMails(deps.now(), deps.leaseMs ?? 5 * MINUTE, 1);
      if (!mail) return sent;
      if (await sendOne(mail)) sent += 1;
    }
  }

  // One pass at a time in this process; a wake during a pass runs one more after it.
  let running: Promise<number> | null = null;
  let again = false;
  function sendDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let sent = 0;
      do {
        again = false;
        sent += await pass();
      } while (again);
      return sent;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    wake() {
      deps.background.track(
        sendDue().catch((error: unknown) => console.error('mail: the outbox pass failed', error)),
      );
    },
    sendDue,
    start(intervalMs) {
      return repeatEvery(intervalMs, 'mail: the outbox pass', async () => {
        await sendDue();
        await deps.store.purgeSentMails(deps.now() - SENT_MAIL_DAYS * DAY);
      });
    },
  };
}
