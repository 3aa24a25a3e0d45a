// A stored gift as the API sends it (core's GiftRecord): dollars, the project's title, the ID only masked.

import {giftProjectTitle} from '../../core/content/index.ts';
import type {GiftRecord} from '../../core/donate/index.ts';
import type {Gift} from './store/gift-store.ts';

/** A donor's own view of their gift: what staff noted about it is the console's, not theirs. */
export function donorGiftRecord(gift: Gift): GiftRecord {
  return {...giftRecord(gift), note: null};
}

/** The staff's view of a gift. */
export function giftRecord(gift: Gift): GiftRecord {
  return {
    id: gift.id,
    reference: gift.reference,
    amountCents: gift.amountCents,
    project: gift.project,
    projectTitle: giftProjectTitle(gift.project),
    donorName: gift.donorName,
    showName: gift.showName,
    email: gift.email,
    taxIdType: gift.taxIdType,
    taxIdMasked: gift.taxIdMasked,
    taxName: gift.taxName,
    status: gift.status,
    createdAt: gift.createdAt,
    pledgedOn: gift.pledgedOn,
    receivedCents: gift.receivedCents,
    receivedOn: gift.receivedOn,
    receiptNumber: gift.receiptNumber,
    voidReason: gift.voidReason,
    paidBy: gift.paidBy,
    chequeNumber: gift.chequeNumber,
    note: gift.staffNote,
  };
}
