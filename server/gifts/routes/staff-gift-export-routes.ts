// GET /api/staff/gifts/export?from=&to= (issue 56): the gifts that arrived in a period as a CSV an
// accountant or auditor opens in Excel: day, receipt number, reference, status, donor, project, amount,
// how it was paid, the cheque number and the masked ID. No e-mails: the accounts do not need them. It
// holds donors' names, so it asks for a recent second step like the applicants list, and is in Activity.
import {Hono} from 'hono';
import {giftProjectTitle} from '../../../core/content/index.ts';
import {centsToDecimal, toCsv} from '../../../core/format/index.ts';
import {PAID_BY_LABELS, type PaidBy, readDate} from '../../../core/rules/index.ts';
import type {AuthService} from '../../accounts/auth-service.ts';
import {actorOf, type StaffEnv} from '../../accounts/staff-access.ts';
import type {AppDeps} from '../../app-deps.ts';
import {fail} from '../../http/answers.ts';
import type {Gift} from '../store/gift-store.ts';
import type {GiftStores} from '../store/gift-stores.ts';

/** The longest period one file holds: a year and a day, so a whole financial year fits. */
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

const HEADER = [
  'Received on',
  'Receipt number',
  'Gift reference',
  'Status',
  'Donor',
  'Project',
  'Amount (S$)',
  'Paid by',
  'Cheque number',
  'Tax ID',
];

const STATUS = {received: 'Received', void: 'Void', refunded: 'Refunded'} as Record<string, string>;

function row(gift: Gift): (string | number)[] {
  return [
    gift.receivedOn ?? '',
    gift.receiptNumber ?? '',
    gift.reference,
    STATUS[gift.status] ?? gift.status,
    gift.donorName,
    giftProjectTitle(gift.project),
    centsToDecimal(gift.receivedCents ?? gift.amountCents),
    // A gift matched from a statement or marked received came by PayNow or transfer, with its reference.
    gift.paidBy ? PAID_BY_LABELS[gift.paidBy as PaidBy] : 'PayNow or bank transfer',
    gift.chequeNumber ?? '',
    gift.taxIdMasked ? `${gift.taxIdType} ${gift.taxIdMasked}` : '',
  ];
}

function dayOf(value: string | undefined): string | null {
  try {
    return value ? readDate(value) : null;
  } catch {
    return null;
  }
}

/** Mounted at /api/staff/gifts/export. */
export function giftExportRoutes(deps: AppDeps<GiftStores>, auth: AuthService): Hono<StaffEnv> {
  return new Hono<StaffEnv>().get('/', auth.requireRecentStep, async (c) => {
    const from = dayOf(c.req.query('from'));
    const to = dayOf(c.req.query('to'));
    if (!from || !to)
      return fail(
        c,
        400,
        'Choose the first and last day of the period, for example from=2026-04-01&to=2027-03-31.',
      );
    if (to < from) return fail(c, 400, 'The last day comes before the first day.');
    if ((Date.parse(to) - Date.parse(from)) / DAY_MS >= MAX_DAYS)
      return fail(c, 400, `One file holds at most ${MAX_DAYS} days. Choose a shorter period.`);
    const gifts = await deps.store.exportGifts(from, to, actorOf(c), deps.now());
    return c.body(toCsv(HEADER, gifts.map(row)), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="gifts-${from}-to-${to}.csv"`,
    });
  });
}
