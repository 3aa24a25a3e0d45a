// The donation file an IPC uploads to myTax Portal and checks first with IRAS's Donation Offline
// Validation Program (issue 55): no title row, 14 fields a record, in the layout the open-source CiviCRM
// extension of a Singapore vendor writes (octopus8sg/IRAS, decision 050):
//   header   0,7,<basis year>,7,0,<organisation UEN>, and eight empty fields
//   detail   1,<ID type>,<ID number>,<name>, five empty fields, <amount>,<YYYYMMDD>,<receipt number>,O,Z
//   trailer  2,<number of records>,<total amount>, and eleven empty fields
// Lines end in CRLF (the program runs on Windows and reads either); no byte-order mark; no quotes, as no
// field can hold a comma (names have theirs removed) and every field is ASCII (iras-records.ts refuses
// the others before a file is made).
import type {DonationRecord} from './iras-records.ts';

/** The organisation and the year a file reports. */
export type IrasFiler = {uen: string; basisYear: number};

const FIELDS = 14;

function line(fields: readonly (string | number)[]): string {
  const padded = [...fields.map(String), ...Array<string>(FIELDS - fields.length).fill('')];
  return padded.join(',');
}

function detail(record: DonationRecord): string {
  return line([
    1,
    record.idType,
    record.idNumber,
    record.name,
    record.individualIndicator,
    record.addressLine1,
    record.addressLine2,
    record.postalCode,
    '',
    record.donationAmount,
    record.dateOfDonation,
    record.receiptNum,
    record.typeOfDonation,
    record.namingDonation,
  ]);
}

/**
 * The file of `records` for `filer`'s basis year: header, one detail line a record, trailer.
 * @example irasDonationFile({uen: '202400000A', basisYear: 2026}, [record]) // '0,7,2026,7,0,202400000A,,,,,,,,\r\n1,1,...'
 */
export function irasDonationFile(filer: IrasFiler, records: readonly DonationRecord[]): string {
  const total = records.reduce((sum, record) => sum + record.donationAmount, 0);
  const lines = [
    line([0, 7, filer.basisYear, 7, 0, filer.uen]),
    ...records.map(detail),
    line([2, records.length, total]),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
