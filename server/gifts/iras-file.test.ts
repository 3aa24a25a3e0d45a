// The IRAS donation file, as the validation program reads it (issue 55): a table test of every line kind,
// and one whole year read back line by line, checking what the program checks (the header, 14 fields a
// record, the trailer's count and total).
import {describe, expect, it} from 'vitest';
import {irasDonationFile} from './iras-file.ts';
import {type DonationRecord, donationRecord, type IrasGift, recordProblems} from './iras-records.ts';

const FILER = {uen: '202400000A', basisYear: 2026};

function gift(overrides: Partial<IrasGift> = {}): IrasGift {
  return {
    reference: 'NARD-P5Y3',
    idType: 'NRIC',
    idNumber: 'S1234567D',
    name: 'Tan Ah Kow',
    amountCents: 5000,
    receivedOn: '2026-03-05',
    receiptNumber: 'NRD0000001',
    ...overrides,
  };
}

function linesOf(records: DonationRecord[]): string[] {
  const file = irasDonationFile(FILER, records);
  expect(file.endsWith('\r\n')).toBe(true);
  return file.slice(0, -2).split('\r\n');
}

describe('irasDonationFile', () => {
  it.each([
    ['header', 0, '0,7,2026,7,0,202400000A,,,,,,,,'],
    ['a detail record', 1, '1,1,S1234567D,Tan Ah Kow,,,,,,50,20260305,NRD0000001,O,Z'],
    ['a second record', 2, '1,2,F1234567N,Lim Mei Ling,,,,,,1234,20261231,NRD0000002,O,Z'],
    ['trailer', 3, '2,2,1284,,,,,,,,,,,'],
  ])('writes the %s exactly', (_kind, index, expected) => {
    const lines = linesOf([
      donationRecord(gift(), 1),
      donationRecord(
        gift({
          idType: 'FIN',
          idNumber: 'f1234567n',
          name: 'Lim Mei Ling',
          amountCents: 123_499,
          receivedOn: '2026-12-31',
          receiptNumber: 'NRD0000002',
        }),
        2,
      ),
    ]);
    expect(lines[index]).toBe(expected);
    expect(lines[index]!.split(',')).toHaveLength(14);
  });

  it('has no title row, no byte-order mark and no quotes', () => {
    const file = irasDonationFile(FILER, [donationRecord(gift(), 1)]);
    expect(file.charCodeAt(0)).toBe('0'.charCodeAt(0));
    expect(file).not.toContain('"');
    expect(file).toMatch(/^[\x20-\x7E\r\n]*$/);
  });

  it('writes an empty year as a header and a trailer of 0 records', () => {
    expect(linesOf([])).toEqual(['0,7,2026,7,0,202400000A,,,,,,,,', '2,0,0,,,,,,,,,,,']);
  });

  it.each([
    ['a name with commas', {name: 'Tan, Ah Kow,  Jr'}, 'Tan Ah Kow Jr'],
    ['a name with spaces around it', {name: '  Siti  Nurhaliza '}, 'Siti Nurhaliza'],
  ])('writes %s without its commas', (_kind, overrides, name) => {
    expect(linesOf([donationRecord(gift(overrides), 1)])[1]!.split(',')[3]).toBe(name);
  });

  it.each([
    ['NRIC', 'S1234567D', '1'],
    ['FIN', 'M1234567K', '2'],
    ['UEN', '53312345X', '5'],
    ['UEN', '201912345K', '6'],
    ['UEN', 'T09LL1234A', 'U'],
  ] as const)('a %s %s has ID type %s', (idType, idNumber, code) => {
    const fields = linesOf([donationRecord(gift({idType, idNumber}), 1)])[1]!.split(',');
    expect(fields.slice(1, 3)).toEqual([code, idNumber]);
  });

  it.each([
    [5000, 50],
    [123_450, 1234],
    [199, 1],
  ])('writes %i cents as %i whole dollars, rounded down', (amountCents, dollars) => {
    expect(donationRecord(gift({amountCents}), 1).donationAmount).toBe(dollars);
  });

  it('writes an amendment of a cancelled gift at $0 with its original receipt number', () => {
    const lines = linesOf([donationRecord(gift({amountCents: 25_000}), 1, true)]);
    expect(lines[1]).toBe('1,1,S1234567D,Tan Ah Kow,,,,,,0,20260305,NRD0000001,O,Z');
    expect(lines[2]).toBe('2,1,0,,,,,,,,,,,');
  });
});

describe('recordProblems', () => {
  it.each([
    ['no ID', {idType: null, idNumber: null}, 'It has no NRIC, FIN or UEN.'],
    ['a UEN of no form', {idType: 'UEN', idNumber: '301912345K'}, '301912345K is not a UEN of any form'],
    ['no name', {name: ' , '}, 'It has no name.'],
    ['a long name', {name: 'A'.repeat(67)}, 'The name is 67 characters; IRAS takes at most 66.'],
    ['a name in other letters', {name: '陈亚九'}, 'Write it in English letters'],
    ['$0 in whole dollars', {amountCents: 99}, 'It is under $1'],
    ['an old receipt number', {receiptNumber: 'NARD-2026-000001'}, 'NARD-2026-000001 is of the old form'],
  ] as const)('names %s in words', (_kind, overrides, words) => {
    const problems = recordProblems(gift(overrides as Partial<IrasGift>));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(words);
  });

  it('passes a gift IRAS takes, and a receipt prefix of 0 to 3 characters', () => {
    expect(recordProblems(gift())).toEqual([]);
    expect(recordProblems(gift({receiptNumber: '0000001'}))).toEqual([]);
    expect(recordProblems(gift({receiptNumber: 'NRDX0000001'}))).not.toEqual([]);
  });
});

/** Reads a file as the validation program does, throwing at the first line it would reject. */
function validate(file: string): {records: number; total: number} {
  const lines = file.split(/\r?\n/);
  expect(lines.pop()).toBe('');
  const fields = lines.map((line) => line.split(','));
  for (const [index, record] of fields.entries())
    if (record.length !== 14) throw new Error(`Line ${index + 1} has ${record.length} fields.`);
  const [header, ...rest] = fields;
  const trailer = rest.pop()!;
  expect(header!.slice(0, 6)).toEqual(['0', '7', '2026', '7', '0', '202400000A']);
  expect(trailer[0]).toBe('2');
  const receipts = new Set<string>();
  let total = 0;
  for (const record of rest) {
    expect(record[0]).toBe('1');
    expect(record[10]).toMatch(/^2026\d{4}$/);
    expect(record[11]).toMatch(/^[A-Z0-9]{0,3}\d{7}$/);
    expect(receipts.has(record[11]!)).toBe(false);
    receipts.add(record[11]!);
    expect(record.slice(12)).toEqual(['O', 'Z']);
    total += Number(record[9]);
  }
  expect(Number(trailer[1])).toBe(rest.length);
  expect(Number(trailer[2])).toBe(total);
  return {records: rest.length, total};
}

it('writes a whole year the validation program reads back, counts and totals matching the trailer', () => {
  const year = Array.from({length: 1500}, (_, index) =>
    donationRecord(
      gift({
        name: `Donor ${index}, of Ang Mo Kio`,
        amountCents: 1000 + index * 137,
        receivedOn: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
        receiptNumber: `NRD${String(index + 1).padStart(7, '0')}`,
      }),
      index + 1,
    ),
  );
  const expectedTotal = year.reduce((sum, record) => sum + record.donationAmount, 0);
  expect(validate(irasDonationFile(FILER, year))).toEqual({records: 1500, total: expectedTotal});
});
