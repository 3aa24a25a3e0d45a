// From a checked pledge body to what the store keeps and what the donor is answered: the ID number sealed
// and masked, the reference's PayNow payload. Shared by POST /api/gifts and the staff's offline gifts.
import {createHmac} from 'node:crypto';
import type {PublicConfig} from '../../core/content/index.ts';
import type {PledgedGift} from '../../core/donate/index.ts';
import {pledgePayload} from '../../core/donate/index.ts';
import {toCents} from '../../core/format/index.ts';
import {currentNotice} from '../../core/privacy/index.ts';
import {filedIdNumber, type GiftPledge} from '../../core/rules/index.ts';
import type {Gift, NewPledge} from './store/gift-store.ts';
import {sealTaxId} from './tax-id-seal.ts';

/**
 * A checked tax part sealed as the store writes it, with the notice its consent was given under; the plain
 * ID number goes no further than this function.
 */
export function sealedTaxPart(
  taxDeduction: GiftPledge['taxDeduction'],
  dataKey: Uint8Array,
): {tax: NewPledge['tax']; consentNotice: string | null} {
  const number = filedIdNumber({taxDeduction});
  return {
    tax:
      taxDeduction && number
        ? sealTaxId(dataKey, {type: taxDeduction.idType, number, name: taxDeduction.fullName})
        : null,
    // The rules accept an ID only with the consent ticked: the words it stood under are on record.
    consentNotice: taxDeduction ? currentNotice('gift-tax').id : null,
  };
}

/** What the store writes for a checked pledge. */
export function newPledge(body: GiftPledge, dataKey: Uint8Array): NewPledge {
  return {
    amountCents: toCents(body.amount),
    project: body.project,
    donorName: body.name,
    showName: body.showName,
    email: body.email,
    ...sealedTaxPart(body.taxDeduction, dataKey),
  };
}

/**
 * The 201 answer's data: the reference, what was pledged, the payload for the QR the donor scans, and
 * whether the pledge mail goes (false past its budgets: the page then says so).
 */
export function pledgeAnswer(gift: Gift, config: PublicConfig, mailed: boolean): PledgedGift {
  return {
    reference: gift.reference,
    amountCents: gift.amountCents,
    project: gift.project,
    status: 'pledged',
    paynowPayload: pledgePayload(config.paynow, gift.amountCents, gift.reference),
    mailed,
  };
}

/**
 * The retry fingerprint of a pledge: an HMAC, not a plain hash, because the body may hold an ID number and
 * a fast unkeyed hash of a 9-character NRIC could be reversed by trying them all.
 */
export function pledgeFingerprint(key: Uint8Array, body: GiftPledge): string {
  const {taxDeduction, ...rest} = body;
  const sorted = JSON.stringify([rest, taxDeduction ?? null], (_, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
  return createHmac('sha256', key).update(`gift\n${sorted}`).digest('hex');
}
