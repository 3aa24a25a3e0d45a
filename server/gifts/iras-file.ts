// The donation records an IPC gives IRAS for a year (myTax Portal, "Submit Donation Records"), from which
// IRAS puts each donor's deduction into their assessment without a claim. The whole layout is in this
// file, so a correction to it is one edit here.
//
// Confirmed (sources in docs/decisions/026-receipts-and-the-iras-file.md):
// - what the record holds: receipt number, donor's name, ID number, date received, type and amount of
//   the donation (Charity Portal, "Collecting Donations and Issuing Tax Deduction Receipts");
// - the ID types and their codes: 1 NRIC, 2 FIN, 5 UEN-Business (NNNNNNNNC), 6 UEN-Local Company
//   (YYYYNNNNNC), U UEN-Others (TYYPQNNNNC or SYYPQNNNNC), A ASGD, I ITR; type of donation O for outright
//   cash; naming donation Z for none; the record's fields in this order, named as IRAS's donation API
//   names them (recordID ... namingDonation); the individual indicator is needed only for ASGD and ITR.
//   All of this from open-source IPC software that submits to IRAS's donation API, and the ID forms from
//   a payroll vendor's IRAS guide; not from an IRAS page.
// Not confirmed: the exact layout of the uploaded file (IRAS's own .txt/.csv format has header and
// trailer records that we could not read), the column titles, that the amount is in whole dollars (the
// software above rounds to dollars; we round down so that we never report more than was given), the
// date as YYYYMMDD (as that software sends it), and whether IRAS reads the file as UTF-8.
import {CSV_BOM, type CsvCell, toCsv} from '../../core/data/index.ts';
import {normaliseTaxId, type UenForm, uenForm} from '../../core/rules/index.ts';
import type {Gift} from '../db/gift-store.ts';
import {byDateThenReceipt} from './gift-order.ts';

/**
 * The IPC and the year the file reports. IRAS knows the organisation from the Corppass log-in that
 * uploads the file; its UEN and name are here for the header record IRAS's own layout has.
 */
export type IrasIpc = {uen: string; name: string; year: number};

/** One gift as the IRAS file needs it: the full ID number (never the masked one) and the ID's name. */
export type IrasGift = {
  idType: 'NRIC' | 'FIN' | 'UEN' | null;
  /** As the donor gave it; spaces, hyphens and small letters are tidied here. */
  idNumber: string | null;
  /** The name as on the NRIC, FIN card or company registration. */
  name: string;
  amountCents: number;
  /** `YYYY-MM-DD`. */
  receivedOn: string;
  receiptNumber: string;
  status: Gift['status'];
};

const COLUMNS = [
  'Record ID',
  'ID Type',
  'ID Number',
  'Individual Indicator',
  'Name',
  'Address Line 1',
  'Address Line 2',
  'Postal Code',
  'Donation Amount',
  'Date of Donation',
  'Receipt Num',
  'Type of Donation',
  'Naming Donation',
] as const;

const UEN_ID_TYPES: Record<UenForm, string> = {business: '5', localCompany: '6', others: 'U'};
const OUTRIGHT_CASH = 'O';
const NOT_A_NAMING_DONATION = 'Z';

function idTypeCode(gift: IrasGift, id: string): string {
  if (gift.idType === 'NRIC') return '1';
  if (gift.idType === 'FIN') return '2';
  const form = uenForm(id);
  // The pledge rules refuse such a number; one that got past them must not reach IRAS under a guess.
  if (!form) throw new Error(`Gift ${gift.receiptNumber}: ${id} is not a UEN of any form IRAS takes.`);
  return UEN_ID_TYPES[form];
}

function reported(gift: IrasGift, year: number): boolean {
  return (
    gift.status === 'received' &&
    gift.idType !== null &&
    Boolean(gift.idNumber?.trim()) &&
    gift.receivedOn.startsWith(`${year}-`)
  );
}

function record(gift: IrasGift, index: number): CsvCell[] {
  const id = normaliseTaxId(gift.idNumber ?? '');
  return [
    index + 1,
    idTypeCode(gift, id),
    id,
    '',
    gift.name.trim(),
    '',
    '',
    '',
    Math.floor(gift.amountCents / 100),
    gift.receivedOn.replaceAll('-', ''),
    gift.receiptNumber,
    OUTRIGHT_CASH,
    NOT_A_NAMING_DONATION,
  ];
}

/**
 * The year's donation file for IRAS: one record per received gift of `ipc.year` that has an ID, in order
 * of date and then receipt number. Gifts void, still pledged or under review, and gifts without an ID, are
 * left out.
 * Cells are quoted and guarded against spreadsheet formulas (staff may open it in Excel first).
 * @throws {Error} when a UEN has none of ACRA's forms.
 * @example irasDonationFile({uen: '202400000A', name: 'The Nard Foundation Limited', year: 2026}, gifts)
 */
export function irasDonationFile(ipc: IrasIpc, gifts: readonly IrasGift[]): string {
  const rows = gifts
    .filter((gift) => reported(gift, ipc.year))
    .sort(byDateThenReceipt)
    .map(record);
  // The byte-order mark is for Excel; a file uploaded to IRAS starts with its first column.
  return toCsv(COLUMNS, rows).slice(CSV_BOM.length);
}
