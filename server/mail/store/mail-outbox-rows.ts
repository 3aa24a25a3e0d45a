// MailOutboxStore for both databases (issue 55). A sender claims due rows with one UPDATE: on PostgreSQL its
// subquery takes them FOR UPDATE SKIP LOCKED, so two instances claiming at once take different rows; on
// SQLite the statement runs under the file's write lock. The lease (claimed_until) is what makes a crashed
// sender's mail due again, and what a sender must still hold to mark it sent.
import type {Selectable} from 'kysely';
import {recordActivity} from '../../db/activity.ts';
import type {MailOutboxTable} from '../../db/schema.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import type {ClaimedMail, MailOutboxStore, QueuedMail, ReceiptMailState} from './mail-outbox-store.ts';

type OutboxRow = Selectable<MailOutboxTable>;

function claimedOf(row: OutboxRow): ClaimedMail {
  return {
    id: String(row.id),
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    language: row.language,
    ...(row.reply_to ? {replyTo: row.reply_to} : {}),
    ...(row.attachments_json ? {attachments: JSON.parse(row.attachments_json)} : {}),
    ...(row.receipt_gift_id === null ? {} : {receiptGiftId: String(row.receipt_gift_id)}),
    what: row.what,
    createdAt: Number(row.created_at),
    attempts: Number(row.attempts),
    claimedUntil: Number(row.claimed_until),
  };
}

function stateOf(row: Pick<OutboxRow, 'sent_at' | 'failed_at' | 'last_error'>): ReceiptMailState {
  if (row.sent_at !== null) return {state: 'sent', at: Number(row.sent_at)};
  if (row.failed_at !== null) return {state: 'failed', reason: row.last_error ?? ''};
  return {state: 'waiting', reason: row.last_error};
}

/** Inserts `mail`, due at `now`, through `ctx` (the caller's transaction, if any). */
async function insertMail(ctx: StoreContext, mail: QueuedMail, now: number): Promise<void> {
  await ctx.db
    .insertInto('mail_outbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      language: mail.language,
      reply_to: mail.replyTo ?? null,
      attachments_json: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
      receipt_gift_id: mail.receiptGiftId === undefined ? null : Number(mail.receiptGiftId),
      what: mail.what,
      created_at: now,
      due_at: now,
    })
    .execute();
}

/** Writes the receipt mail of a gift just received, in the receiving transaction `tx`. */
export async function queueReceiptMail(
  tx: StoreContext,
  gift: {id: string; email: string; language: QueuedMail['language']},
  now: number,
): Promise<void> {
  // A deleted account's gifts keep no address (issue 24): the receipt is the console's download only.
  if (gift.email === '') return;
  const what = `the receipt mail of gift ${gift.id}`;
  await insertMail(
    tx,
    {to: gift.email, subject: '', text: '', language: gift.language, receiptGiftId: gift.id, what},
    now,
  );
}

/** The outbox half of the Store over `ctx` (migration 025). */
export function mailOutboxStore(ctx: StoreContext): MailOutboxStore {
  const {db} = ctx;
  // Only the holder of the lease it was given may settle a claimed mail.
  const held = (id: string, claimedUntil: number) =>
    db
      .updateTable('mail_outbox')
      .where('id', '=', Number(id))
      .where('claimed_until', '=', claimedUntil)
      .where('sent_at', 'is', null);
  return {
    queueMail: (mail, now) => insertMail(ctx, mail, now),
    async claimDueMails(now, leaseMs, limit) {
      const due = db
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('due_at', '<=', now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
        .orderBy('due_at')
        .orderBy('id')
        .limit(limit);
      const rows = await db
        .updateTable('mail_outbox')
        .set((eb) => ({claimed_until: now + leaseMs, attempts: eb('attempts', '+', 1)}))
        .where('id', 'in', ctx.dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
        .returningAll()
        .execute();
      return rows.map(claimedOf).sort((a, b) => Number(a.id) - Number(b.id));
    },
    async markMailSent(id, claimedUntil, now) {
      const result = await held(id, claimedUntil)
        .set({
          sent_at: now,
          subject: '',
          body: '',
          attachments_json: null,
          claimed_until: null,
          last_error: null,
        })
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async retryMail(id, claimedUntil, dueAt, reason) {
      await held(id, claimedUntil).set({due_at: dueAt, claimed_until: null, last_error: reason}).execute();
    },
    async failMail(id, claimedUntil, now, reason) {
      await held(id, claimedUntil).set({failed_at: now, claimed_until: null, last_error: reason}).execute();
    },
    async receiptMailStates(giftIds) {
      const states = new Map<string, ReceiptMailState>();
      const ids = giftIds.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
      if (ids.length === 0) return states;
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['receipt_gift_id', 'sent_at', 'failed_at', 'last_error'])
        .where('receipt_gift_id', 'in', ids)
        .orderBy('id', 'desc')
        .execute();
      for (const row of rows) {
        const giftId = String(row.receipt_gift_id);
        if (!states.has(giftId)) states.set(giftId, stateOf(row));
      }
      return states;
    },
    resendReceiptMail: (gift, actor, now) =>
      inTransaction(ctx, async (tx) => {
        if (gift.email === '' || !/^\d{1,15}$/.test(gift.id)) return false;
        const latest = await tx.db
          .selectFrom('mail_outbox')
          .selectAll()
          .where('receipt_gift_id', '=', Number(gift.id))
          .orderBy('id', 'desc')
          .executeTakeFirst();
        if (latest && latest.sent_at === null) {
          // Not sent yet: it goes now, with days of tries again; one in flight is left to its sender.
          await tx.db
            .updateTable('mail_outbox')
            .set({due_at: now, failed_at: null, created_at: now})
            .where('id', '=', latest.id)
            .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
            .execute();
        } else {
          const language = latest?.language ?? 'en';
          await queueReceiptMail(tx, {id: gift.id, email: gift.email, language}, now);
        }
        await recordActivity(tx, {
          actor,
          at: now,
          action: 'resend-receipt',
          targetType: 'gift',
          targetId: gift.id,
          before: latest ? stateOf(latest) : null,
          after: {reference: gift.reference, receiptNumber: gift.receiptNumber, to: gift.email},
        });
        return true;
      }),
    async countUndeliveredMails() {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('failed_at', 'is not', null), eb('last_error', 'is not', null)]))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async purgeSentMails(sentBefore) {
      const result = await db
        .deleteFrom('mail_outbox')
        .where((eb) => eb.or([eb('sent_at', '<', sentBefore), eb('failed_at', '<', sentBefore)]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
