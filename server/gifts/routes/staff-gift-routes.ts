// /api/staff/gifts (issue 22): the gifts list, a page at a time and searchable (issue 54), and the bank
// transfers waiting for staff, likewise (issue 55); a gift recorded by hand, received, void or refunded,
// several received at once, a tax ID corrected, a waiting transfer settled, and a receipt's PDF. The bank
// statement and the IRAS file have their own files. Every write is in Activity
import {type Context, Hono} from 'hono';
import {
  findGiftReference,
  newGiftReference,
  type ReceiptMailRecord,
  type StaffGiftRecord,
} from '../../../core/donate/index.ts';
import {toCents} from '../../../core/format/index.ts';
import {singaporeDate} from '../../../core/format/singapore-date.ts';
import {
  bulkReceiveRules,
  GIFT_PROJECTS,
  GIFT_STAFF_MESSAGES,
  type GiftProject,
  giftTaxIdRules,
  giftUpdateRules,
  offlineGiftRules,
  outOfRange,
  receivedOnProblem,
  receivedOnRange,
  storedDay,
  transferSettleRules,
} from '../../../core/rules/index.ts';
import {actorOf, notFound, pageOf, recordId, type StaffEnv} from '../../accounts/staff-access.ts';
import type {AppDeps} from '../../app-deps.ts';
import {answer, fail, INVALID_FIELDS_MESSAGE, parseJsonBody, pdfAnswer} from '../../http/answers.ts';
import {giftRecord} from '../gift-record.ts';
import {newPledge, sealedTaxPart} from '../pledge.ts';
import {giftReceiptPdf} from '../receipts.ts';
import {sendRefundMail} from '../refund-mail.ts';
import {payerName} from '../statement-payer.ts';
import type {Gift, GiftFilter, ReceiptSeries, UnmatchedTransfer} from '../store/gift-store.ts';
import type {GiftStores} from '../store/gift-stores.ts';
import {SUGGESTION_DAYS, suggestPledges} from '../transfer-suggestions.ts';

const STATUSES: readonly GiftFilter['status'][] = [
  'pledged',
  'expired',
  'received',
  'review',
  'void',
  'refunded',
];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
// Longer than any reference, name or address anyone would type to find a gift.
const SEARCH_MAX = 200;

/** The list's filters from the query; anything unknown is ignored rather than refused. */
function filterOf(c: Context, expiredBefore: number): GiftFilter {
  const status = c.req.query('status') as GiftFilter['status'];
  const project = c.req.query('project') as GiftProject | undefined;
  const from = c.req.query('from');
  const to = c.req.query('to');
  const search = (c.req.query('search') ?? '').trim().slice(0, SEARCH_MAX);
  return {
    expiredBefore,
    ...(status && STATUSES.includes(status) ? {status} : {}),
    ...(project && (GIFT_PROJECTS as readonly string[]).includes(project) ? {project} : {}),
    ...(from && DAY.test(from) ? {from} : {}),
    ...(to && DAY.test(to) ? {to} : {}),
    ...(search ? {search} : {}),
  };
}

/** The receipt series of this server: RECEIPT_PREFIX then 7 digits (NRD0000123). */
export function seriesOf(deps: AppDeps<GiftStores>): ReceiptSeries {
  return {prefix: deps.config.receiptPrefix};
}

/** The answer for a write on one gift: 404, 409 for a closed gift, or the gift (its receipt mailed when new). */
function giftAnswer(
  c: Context,
  route: 'PATCH /staff/gifts/:id' | 'POST /staff/gifts/transfers/:id',
  deps: AppDeps<GiftStores>,
  gift: Gift | null | 'not-open',
  mailReceipt: boolean,
): Response {
  if (gift === null) return notFound(c, 'gift');
  if (gift === 'not-open')
    return fail(c, 409, 'This gift is already received or void. Reload to see it as it is now.');
  // The receipt mail was written with the receipt; the outbox sends it, staff never wait for SMTP.
  if (mailReceipt && gift.status === 'received') deps.mailSender.wake();
  return answer(c, route, {gift: giftRecord(gift)});
}

const VOID_NEEDS_REASON = {reason: GIFT_STAFF_MESSAGES.reason};
const REFUND_NEEDS_REASON = {reason: GIFT_STAFF_MESSAGES.refundReason};
/** The most open pledges one transfer's suggestions read: the newest, if a flood left more. */
const SUGGESTION_CANDIDATES = 2_000;

/** `day` (YYYY-MM-DD) moved by `days`. */
const shiftedDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** 400 on `receivedOn` for a day outside the days the gift can have arrived on (core/rules), else null. */
function dayRefused(c: Context, day: string, pledgedOn: string | null, now: number): Response | null {
  const problem = receivedOnProblem(day, receivedOnRange(singaporeDate(now), pledgedOn));
  return problem ? fail(c, 400, INVALID_FIELDS_MESSAGE, {receivedOn: problem}) : null;
}

/**
 * Why a waiting transfer cannot pay `pledge` (it predates it), or cannot be a gift at all (its date was
 * outside the range on the day it was imported: a statement read before the rule); null when it can.
 */
function transferRefused(c: Context, transfer: UnmatchedTransfer, pledge: Gift | null, now: number) {
  const today = singaporeDate(now);
  // A gift of its own is checked as on its import's day, so a transfer that waited is never stranded.
  const range = pledge
    ? receivedOnRange(today, pledge.pledgedOn)
    : receivedOnRange(singaporeDate(Date.parse(transfer.importedAt)), null);
  const out = outOfRange(transfer.date, range);
  if (out === undefined) return null;
  if (pledge && out === 'before-pledge') {
    const message = `This transfer arrived on ${transfer.date}, before ${pledge.reference} was pledged (${pledge.pledgedOn}): it cannot pay that pledge.`;
    return fail(c, 400, INVALID_FIELDS_MESSAGE, {reference: message});
  }
  return fail(
    c,
    409,
    `This transfer is dated ${transfer.date}, outside the days a gift can have arrived on (${range.earliest} to ${range.latest}). Check it with the bank before recording it.`,
  );
}

/** The staff's view of `gifts`: each with where its receipt mail is (issue 55). */
async function withReceiptMails(deps: AppDeps<GiftStores>, gifts: Gift[]): Promise<StaffGiftRecord[]> {
  const states = await deps.store.receiptMailStates(gifts.map((gift) => gift.id));
  return gifts.map((gift) => {
    const state = states.get(gift.id);
    const receiptMail: ReceiptMailRecord | null =
      state?.state === 'sent' ? {state: 'sent', at: new Date(state.at).toISOString()} : (state ?? null);
    return {...giftRecord(gift), receiptMail};
  });
}

/** The gift routes under /api/staff/gifts. */
export function giftStaffRoutes(deps: AppDeps<GiftStores>): Hono<StaffEnv> {
  return (
    new Hono<StaffEnv>()
      .get('/', async (c) => {
        const expiredBefore = deps.now() - deps.config.pledgeExpiryDays * DAY_MS;
        const gifts = await deps.store.listGifts(filterOf(c, expiredBefore), pageOf(c));
        return answer(c, 'GET /staff/gifts', {
          ...gifts,
          items: await withReceiptMails(deps, gifts.items),
          // The console marks the expired pledges it shows (a search finds them) by the same line.
          expiredBefore: new Date(expiredBefore).toISOString(),
          pledgeExpiryDays: deps.config.pledgeExpiryDays,
        });
      })
      // The transfers waiting for staff, a page at a time and searchable (issue 55): a long statement of
      // strangers' transfers no longer comes with every page of gifts.
      .get('/transfers', async (c) => {
        const search = (c.req.query('q') ?? '').trim().slice(0, SEARCH_MAX);
        const page = await deps.store.listUnmatchedTransfers(search, pageOf(c));
        // The payer's name is read from the kept text each time: one reading, however it improves.
        const items = page.items.map((transfer) => ({...transfer, payer: payerName(transfer.text)}));
        return answer(c, 'GET /staff/gifts/transfers', {...page, items});
      })
      // The pledges a waiting transfer likely paid, best first, each with why (issue 56).
      .get('/transfers/:id/suggestions', async (c) => {
        const id = recordId(c);
        const transfer = id === null ? null : await deps.store.findUnmatchedTransfer(id);
        if (!transfer) return notFound(c, 'waiting transfer');
        const from = shiftedDay(transfer.date, -SUGGESTION_DAYS);
        const candidates = await deps.store.openGiftsPledged(from, transfer.date, SUGGESTION_CANDIDATES);
        const suggestions = suggestPledges(transfer, candidates);
        return answer(c, 'GET /staff/gifts/transfers/:id/suggestions', {
          suggestions: suggestions.map(({gift, reasons}) => ({gift: giftRecord(gift), reasons})),
        });
      })
      .post('/', async (c) => {
        const body = await parseJsonBody(c, offlineGiftRules);
        if (!body.ok) return body.response;
        const {receivedOn, paidBy, chequeNumber, note, ...pledge} = body.value;
        const refused = dayRefused(c, storedDay(receivedOn), null, deps.now());
        if (refused) return refused;
        const gift = await deps.store.recordReceivedGift(
          {
            ...newPledge(pledge, deps.config.dataKey),
            receivedOn: storedDay(receivedOn),
            paidBy,
            // A cheque number means nothing on a gift paid otherwise.
            chequeNumber: paidBy === 'cheque' ? (chequeNumber ?? null) : null,
            note: note || null,
          },
          seriesOf(deps),
          actorOf(c),
          deps.now(),
          () => newGiftReference(),
        );
        deps.mailSender.wake();
        return answer(c, 'POST /staff/gifts', {gift: giftRecord(gift)}, 201);
      })
      .patch('/:id', async (c) => {
        const id = recordId(c);
        if (id === null) return notFound(c, 'gift');
        const body = await parseJsonBody(c, giftUpdateRules);
        if (!body.ok) return body.response;
        const update = body.value;
        const actor = actorOf(c);
        if (update.status === 'void') {
          if (!update.reason) return fail(c, 400, INVALID_FIELDS_MESSAGE, VOID_NEEDS_REASON);
          return giftAnswer(
            c,
            'PATCH /staff/gifts/:id',
            deps,
            await deps.store.voidGift(id, update.reason, actor, deps.now()),
            false,
          );
        }
        if (update.status === 'refunded') {
          if (!update.reason) return fail(c, 400, INVALID_FIELDS_MESSAGE, REFUND_NEEDS_REASON);
          const refunded = await deps.store.refundGift(id, update.reason, actor, deps.now());
          if (refunded === 'not-open') return fail(c, 409, 'Only a received gift can be refunded.');
          // Queued before the answer: once staff read "the donor is told", the mail is in the outbox.
          if (refunded) await sendRefundMail(deps, refunded);
          return giftAnswer(c, 'PATCH /staff/gifts/:id', deps, refunded, false);
        }
        const current = await deps.store.findGift(id);
        if (!current) return notFound(c, 'gift');
        const receipt = {
          // What arrived: as staff say, else what the statement showed (under review), else the pledge.
          receivedCents:
            update.amountReceived === undefined
              ? (current.receivedCents ?? current.amountCents)
              : toCents(update.amountReceived),
          receivedOn: update.receivedOn
            ? storedDay(update.receivedOn)
            : (current.receivedOn ?? singaporeDate(deps.now())),
          note: update.note || null,
        };
        const refused = dayRefused(c, receipt.receivedOn, current.pledgedOn, deps.now());
        if (refused) return refused;
        const gift = await deps.store.receiveGift(id, receipt, seriesOf(deps), actor, deps.now());
        return giftAnswer(c, 'PATCH /staff/gifts/:id', deps, gift, true);
      })
      .post('/receive', async (c) => {
        const body = await parseJsonBody(c, bulkReceiveRules);
        if (!body.ok) return body.response;
        const ids = [...new Set(body.value.ids)];
        const receivedOn = storedDay(body.value.receivedOn);
        const gifts = await Promise.all(ids.map((id) => deps.store.findGift(id)));
        if (gifts.some((gift) => gift === null)) return notFound(c, 'gift');
        for (const gift of gifts) {
          const problem = receivedOnProblem(
            receivedOn,
            receivedOnRange(singaporeDate(deps.now()), gift!.pledgedOn),
          );
          if (problem)
            return fail(c, 400, `${gift!.reference}: ${problem}`, {
              receivedOn: `${gift!.reference}: ${problem}`,
            });
        }
        const received = await deps.store.receiveGifts(
          ids,
          receivedOn,
          body.value.note || null,
          seriesOf(deps),
          actorOf(c),
          deps.now(),
        );
        if ('notOpen' in received)
          return fail(
            c,
            409,
            `Nothing was marked: ${received.notOpen.join(', ')} ${received.notOpen.length === 1 ? 'is' : 'are'} received or void already. Reload to see the gifts as they are now.`,
          );
        // Each receipt mail was written with its receipt, in the one transaction.
        deps.mailSender.wake();
        return answer(c, 'POST /staff/gifts/receive', {gifts: received.map(giftRecord)});
      })
      .patch('/:id/tax-id', async (c) => {
        const id = recordId(c);
        if (id === null) return notFound(c, 'gift');
        const body = await parseJsonBody(c, giftTaxIdRules);
        if (!body.ok) return body.response;
        if (body.value.taxDeduction && !deps.config.publicConfig.ipc)
          return fail(c, 409, 'Set IPC_REGISTRATION first: without it no gift here is tax-deductible.');
        const {tax, consentNotice} = sealedTaxPart(body.value.taxDeduction, deps.config.dataKey);
        const changed = await deps.store.setGiftTaxId(id, tax, consentNotice, actorOf(c), deps.now());
        if (changed === null) return notFound(c, 'gift');
        if (changed === 'closed') return fail(c, 409, 'This gift is void or refunded: its ID cannot change.');
        if ('filedOn' in changed)
          return fail(
            c,
            409,
            `This gift was filed with IRAS on ${changed.filedOn}: its ID can no longer change here. Correct it with IRAS on myTax Portal.`,
          );
        return answer(c, 'PATCH /staff/gifts/:id/tax-id', {gift: giftRecord(changed)});
      })
      .post('/transfers/:id', async (c) => {
        const id = recordId(c);
        if (id === null) return notFound(c, 'waiting transfer');
        const body = await parseJsonBody(c, transferSettleRules);
        if (!body.ok) return body.response;
        const {reference, newGift} = body.value;
        if ((reference === undefined) === (newGift === undefined)) {
          return fail(c, 400, GIFT_STAFF_MESSAGES.settle, {reference: GIFT_STAFF_MESSAGES.settle});
        }
        const transfer = await deps.store.findUnmatchedTransfer(id);
        if (!transfer) return notFound(c, 'waiting transfer');
        let to: {giftId: string} | {newGift: ReturnType<typeof newPledge>};
        if (reference !== undefined) {
          // As loosely as the import reads one: 'nard 54sr 79la', or the reference inside a line of text.
          const found = findGiftReference(reference);
          const pledged = found ? await deps.store.findGiftByReference(found) : null;
          if (!pledged)
            return fail(c, 400, INVALID_FIELDS_MESSAGE, {reference: GIFT_STAFF_MESSAGES.reference});
          const refused = transferRefused(c, transfer, pledged, deps.now());
          if (refused) return refused;
          to = {giftId: pledged.id};
        } else {
          const refused = transferRefused(c, transfer, null, deps.now());
          if (refused) return refused;
          // The amount is the transfer's; the store sets it.
          to = {newGift: newPledge({...newGift!, amount: 0.01}, deps.config.dataKey)};
        }
        const gift = await deps.store.resolveTransfer(id, to, seriesOf(deps), actorOf(c), deps.now(), () =>
          newGiftReference(),
        );
        if (gift === null) return notFound(c, 'waiting transfer');
        return giftAnswer(c, 'POST /staff/gifts/transfers/:id', deps, gift, true);
      })
      .post('/:id/receipt-mail', async (c) => {
        // Send again (issue 55): the receipt mail goes now, and Activity says who asked for it.
        const id = recordId(c);
        const gift = id === null ? null : await deps.store.findGift(id);
        if (!gift) return notFound(c, 'gift');
        if (gift.status !== 'received' || !gift.receiptNumber)
          return fail(c, 409, 'This gift has no receipt to mail: it has not been received.');
        if (gift.email === '')
          return fail(c, 409, 'This gift has no e-mail address: download its receipt instead.');
        await deps.store.resendReceiptMail(gift, actorOf(c), deps.now());
        deps.mailSender.wake();
        const [record] = await withReceiptMails(deps, [gift]);
        if (!record) return notFound(c, 'gift');
        return answer(c, 'POST /staff/gifts/:id/receipt-mail', {gift: record});
      })
      .get('/:id/receipt', async (c) => {
        const id = recordId(c);
        const gift = id === null ? null : await deps.store.findGift(id);
        if (!gift) return notFound(c, 'gift');
        if (!gift.receiptNumber)
          return fail(c, 409, 'This gift has no receipt yet: it has not been received.');
        const pdf = await giftReceiptPdf(deps.config, gift, gift.language);
        return pdfAnswer(c, pdf, `${gift.receiptNumber}.pdf`);
      })
  );
}
