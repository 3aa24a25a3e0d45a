// A gift as IRAS takes it (issue 55): one donation record in the shape of IRAS's donation API
// (`donationDonorDtl`), which the offline file (iras-file.ts) writes field by field, so a later API client is
// one module; and every reason IRAS would refuse a record, in words, checked before a file is made.
//
// Sources (docs/decisions/050-the-iras-file-as-ipcs-file-it.md): the field names, codes and order, the
// receipt number's form (a prefix of at most 3 characters and 7 digits) and names with commas removed are
// as the open-source CiviCRM extension of a Singapore vendor (octopus8sg/IRAS) writes them. Not confirmed
// from an IRAS page: the name's longest length and that it must be in English letters.
import {normaliseTaxId, type UenForm, uenForm} from '../../core/rules/index.ts';

/** One donation as IRAS's API names its fields (`donationDonorDtl`). */
export type DonationRecord = {
  recordID: number;
  /** 1 NRIC, 2 FIN, 5 UEN-Business, 6 UEN-Local Company, U UEN-Others. */
  idType: '1' | '2' | '5' | '6' | 'U';
  idNumber: string;
  /** Needed only for ASGD and ITR numbers, which the foundation does not take. */
  individualIndicator: '';
  /** As on the ID, commas removed. */
  name: string;
  addressLine1: '';
  addressLine2: '';
  postalCode: '';
  /** Whole dollars (irasDollars). */
  donationAmount: number;
  /** YYYYMMDD. */
  dateOfDonation: string;
  receiptNum: string;
  /** O: outright cash. */
  typeOfDonation: 'O';
  /** Z: not a naming donation. */
  namingDonation: 'Z';
};

/** An original file (O) or an amendment of records already filed (A). */
export type BatchIndicator = 'O' | 'A';

/** What a record is made from: the full ID number (never the masked one) and the name on the ID. */
export type IrasGift = {
  /** The gift's reference, to name it in a problem. */
  reference: string;
  idType: 'NRIC' | 'FIN' | 'UEN' | null;
  idNumber: string | null;
  name: string;
  amountCents: number;
  /** `YYYY-MM-DD`. */
  receivedOn: string;
  receiptNumber: string;
};

/** A receipt number IRAS takes: a prefix of at most 3 letters or digits, then 7 digits. */
export const IRAS_RECEIPT_NUMBER = /^[A-Z0-9]{0,3}\d{7}$/;
/** The longest name a record carries (unconfirmed: see the header). */
export const IRAS_NAME_LENGTH = 66;

const UEN_ID_TYPES: Record<UenForm, DonationRecord['idType']> = {
  business: '5',
  localCompany: '6',
  others: 'U',
};

/**
 * Whole dollars, rounded down: IRAS's records are in dollars, and a deduction must never be for more than
 * was given (decision 050).
 */
export function irasDollars(cents: number): number {
  return Math.floor(cents / 100);
}

/** The name as the record writes it: commas removed, spaces tidied. */
export function irasName(name: string): string {
  return name.replaceAll(',', ' ').replace(/\s+/g, ' ').trim();
}

function idTypeOf(gift: IrasGift, id: string): DonationRecord['idType'] | null {
  if (gift.idType === 'NRIC') return '1';
  if (gift.idType === 'FIN') return '2';
  const form = gift.idType === 'UEN' ? uenForm(id) : null;
  return form ? UEN_ID_TYPES[form] : null;
}

/**
 * Every reason IRAS would refuse this gift's record, in words that say what to do; [] when it can be filed.
 * @example recordProblems({...gift, amountCents: 40}) // ['$0.40 is $0 in whole dollars, which IRAS does not take: ...']
 */
export function recordProblems(gift: IrasGift): string[] {
  const problems: string[] = [];
  const id = normaliseTaxId(gift.idNumber ?? '');
  if (!gift.idType || id === '')
    problems.push('It has no NRIC, FIN or UEN. Add the ID the donor gave, or leave it out of the file.');
  else if (!idTypeOf(gift, id)) problems.push(`${id} is not a UEN of any form IRAS takes. Correct the ID.`);
  const name = irasName(gift.name);
  if (name === '') problems.push('It has no name. Add the name as it is on the ID.');
  else if (name.length > IRAS_NAME_LENGTH)
    problems.push(
      `The name is ${name.length} characters; IRAS takes at most ${IRAS_NAME_LENGTH}. Shorten it as on the ID.`,
    );
  // Printable ASCII only: IRAS's programs read English letters; a name in Chinese or Tamil is written as on the ID.
  if (/[^\x20-\x7E]/.test(name))
    problems.push('The name has letters IRAS cannot read. Write it in English letters, as on the ID.');
  if (irasDollars(gift.amountCents) < 1)
    problems.push('It is under $1, which is $0 in whole dollars, and IRAS takes no record of $0.');
  if (!IRAS_RECEIPT_NUMBER.test(gift.receiptNumber))
    problems.push(
      `Its receipt number ${gift.receiptNumber} is of the old form, which IRAS does not take (at most 3 letters or digits and 7 digits). File it by hand on myTax Portal.`,
    );
  return problems;
}

/**
 * The record of a gift that recordProblems passed, numbered `recordID` in its file. A refund or a void is
 * amended to $0 (`cancelled`), the only way the record layout has to take a donation back.
 */
export function donationRecord(gift: IrasGift, recordID: number, cancelled = false): DonationRecord {
  const id = normaliseTaxId(gift.idNumber ?? '');
  const idType = idTypeOf(gift, id);
  if (!idType)
    throw new Error(`Gift ${gift.reference} has no ID IRAS takes: check it with recordProblems first.`);
  return {
    recordID,
    idType,
    idNumber: id,
    individualIndicator: '',
    name: irasName(gift.name),
    addressLine1: '',
    addressLine2: '',
    postalCode: '',
    donationAmount: cancelled ? 0 : irasDollars(gift.amountCents),
    dateOfDonation: gift.receivedOn.replaceAll('-', ''),
    receiptNum: gift.receiptNumber,
    typeOfDonation: 'O',
    namingDonation: 'Z',
  };
}
