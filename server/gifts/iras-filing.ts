// What IRAS is to hear of a year (issue 55): the gifts to file (received, not yet in a submitted file,
// unless staff ask for all), the ones IRAS would refuse and why, and those "To correct with IRAS" (filed,
// then voided, refunded, or changed in amount, ID or name): each from the store's gifts and filed records.
// The one place besides the file itself where a full ID number is read, and none leaves it.
import {createHmac} from 'node:crypto';
import {normaliseTaxId} from '../../core/rules/index.ts';
import type {AppDeps} from '../app-deps.ts';
import {
  type DonationRecord,
  donationRecord,
  type IrasGift,
  irasDollars,
  irasName,
  recordProblems,
} from './iras-records.ts';
import type {TaxDeductibleGift} from './store/gift-store.ts';
import type {GiftStores} from './store/gift-stores.ts';
import type {FiledGift} from './store/iras-filing-store.ts';
import {unsealTaxId} from './tax-id-seal.ts';

/** A gift as the plan reads it: the record's facts and the HMAC its ID is compared by. */
type Read = {gift: TaxDeductibleGift; iras: IrasGift; idHash: string};

/** A received gift IRAS would refuse, with every reason in words. */
export type IrasRefusal = {reference: string; receiptNumber: string; problems: string[]};

/** A filed gift that changed since: what was filed, and what changed (`cancelled`: voided or refunded). */
export type IrasCorrection = {
  reference: string;
  receiptNumber: string;
  filed: FiledGift;
  changes: ('cancelled' | 'amount' | 'id' | 'name' | 'date')[];
};

export type IrasPlan = {
  year: number;
  toFile: Read[];
  refused: IrasRefusal[];
  /** Received gifts already in a submitted file, as filed. */
  filed: number;
  corrections: (IrasCorrection & {read: Read})[];
};

function readGift(deps: Pick<AppDeps<GiftStores>, 'config'>, gift: TaxDeductibleGift): Read {
  const idNumber = unsealTaxId(deps.config.dataKey, gift.taxIdType!, gift.taxIdSealed);
  // A box that does not open means DATA_KEY changed: filing without the number would lose the deduction.
  if (idNumber === null)
    throw new Error(
      `The ID number of gift ${gift.id} cannot be unsealed: is DATA_KEY the one it was sealed with?`,
    );
  const key = deps.config.authKeys.lookup;
  const normalised = normaliseTaxId(idNumber);
  return {
    gift,
    iras: {
      reference: gift.reference,
      idType: gift.taxIdType,
      idNumber,
      name: gift.taxName ?? gift.donorName,
      amountCents: gift.receivedCents ?? gift.amountCents,
      receivedOn: gift.receivedOn!,
      receiptNumber: gift.receiptNumber!,
    },
    idHash: createHmac('sha256', key).update(`iras\n${gift.taxIdType}\n${normalised}`).digest('hex'),
  };
}

function changesSince(read: Read, filed: FiledGift): IrasCorrection['changes'] {
  if (read.gift.status !== 'received') return filed.amountDollars === 0 ? [] : ['cancelled'];
  const changes: IrasCorrection['changes'] = [];
  if (irasDollars(read.iras.amountCents) !== filed.amountDollars) changes.push('amount');
  if (read.idHash !== filed.idHash || read.gift.taxIdType !== filed.idType) changes.push('id');
  if (irasName(read.iras.name) !== filed.name) changes.push('name');
  if (read.iras.receivedOn !== filed.donatedOn) changes.push('date');
  return changes;
}

/**
 * The year as IRAS is to hear of it; with `all`, the file holds every fileable gift, filed before or not.
 * @example const plan = await irasPlan(deps, 2026); plan.toFile.length
 */
export async function irasPlan(
  deps: Pick<AppDeps<GiftStores>, 'config' | 'store'>,
  year: number,
  all = false,
): Promise<IrasPlan> {
  const [gifts, latest] = await Promise.all([
    deps.store.irasGiftsOf(year),
    deps.store.latestFiledGifts(year),
  ]);
  const plan: IrasPlan = {year, toFile: [], refused: [], filed: 0, corrections: []};
  for (const gift of gifts) {
    const read = readGift(deps, gift);
    const filed = latest.get(gift.id);
    if (filed) {
      const changes = changesSince(read, filed);
      if (changes.length > 0)
        plan.corrections.push({
          reference: gift.reference,
          receiptNumber: filed.receiptNumber,
          filed,
          changes,
          read,
        });
      else if (gift.status === 'received') plan.filed++;
    }
    if (gift.status !== 'received') continue;
    const problems = recordProblems(read.iras);
    if (problems.length > 0)
      plan.refused.push({reference: gift.reference, receiptNumber: read.iras.receiptNumber, problems});
    else if (!filed || all) plan.toFile.push(read);
  }
  return plan;
}

/** The records of an original file, numbered from 1. */
export function originalRecords(plan: IrasPlan): DonationRecord[] {
  return plan.toFile.map((read, index) => donationRecord(read.iras, index + 1));
}

/**
 * The records of the amendment file: each corrected gift as it is now, a cancelled one at $0. A correction
 * whose gift IRAS would now refuse (a name in other letters, say) is left for staff to mend first.
 */
export function amendmentRecords(plan: IrasPlan): {
  records: DonationRecord[];
  reads: {read: Read; cancelled: boolean}[];
} {
  const reads = plan.corrections
    .map((correction) => ({read: correction.read, cancelled: correction.changes.includes('cancelled')}))
    .filter(({read, cancelled}) => cancelled || recordProblems(read.iras).length === 0);
  return {
    records: reads.map(({read, cancelled}, index) => donationRecord(read.iras, index + 1, cancelled)),
    reads,
  };
}

/** What a filed record said of a gift, kept with the file. */
export function filedGiftOf(read: Read, record: DonationRecord): FiledGift {
  return {
    giftId: read.gift.id,
    receiptNumber: record.receiptNum,
    idType: read.gift.taxIdType!,
    idHash: read.idHash,
    name: record.name,
    amountDollars: record.donationAmount,
    donatedOn: read.iras.receivedOn,
  };
}
