import {describe, expect, it} from 'vitest';
import {type IrasGift, irasDonationFile} from './iras-file.ts';

const IPC = {uen: '202400000A', name: 'The Nard Foundation Limited', year: 2026};

const HEADER =
  '"Record ID","ID Type","ID Number","Individual Indicator","Name","Address Line 1","Address Line 2",' +
  '"Postal Code","Donation Amount","Date of Donation","Receipt Num","Type of Donation","Naming Donation"';

function gift(overrides: Partial<IrasGift> = {}): IrasGift {
  return {
    idType: 'NRIC',
    idNumber: 'S1234567D',
    name: 'Tan Ah Kow',
    amountCents: 5000,
    receivedOn: '2026-03-05',
    receiptNumber: 'NARD-2026-000001',
    status: 'received',
    ...overrides,
  };
}

function lines(gifts: IrasGift[]): string[] {
  const file = irasDonationFile(IPC, gifts);
  expect(file.endsWith('\r\n')).toBe(true);
  return file.slice(0, -2).split('\r\n');
}

// The cells of the one record, unquoted; none of these fixtures has a comma inside a cell.
function onlyRecord(overrides: Partial<IrasGift>): string[] {
  const [, row, ...rest] = lines([gift(overrides)]);
  expect(rest).toEqual([]);
  return row!.split(',').map((cell) => cell.replace(/^"|"$/g, ''));
}

describe('irasDonationFile', () => {
  it('starts with the column titles, with no byte-order mark', () => {
    const file = irasDonationFile(IPC, []);
    expect(file).toBe(`${HEADER}\r\n`);
  });

  it('writes one record in the field order, outright cash and no naming', () => {
    expect(lines([gift()])[1]).toBe(
      '1,"1","S1234567D","","Tan Ah Kow","","","",50,"20260305","NARD-2026-000001","O","Z"',
    );
  });

  it.each([
    ['NRIC', 'S1234567D', '1'],
    ['NRIC', 'T1234567J', '1'],
    ['FIN', 'F1234567N', '2'],
    ['FIN', 'M1234567K', '2'],
    ['UEN', '53312345X', '5'],
    ['UEN', '201912345K', '6'],
    ['UEN', 'T09LL1234A', 'U'],
    ['UEN', 'S90LP1234B', 'U'],
  ] as const)('a %s %s has ID type %s', (idType, idNumber, code) => {
    expect(onlyRecord({idType, idNumber}).slice(1, 3)).toEqual([code, idNumber]);
  });

  it('writes the full number in capitals without spaces or hyphens', () => {
    expect(onlyRecord({idType: 'UEN', idNumber: ' 2019-12345-k '})[2]).toBe('201912345K');
    expect(onlyRecord({idNumber: 's1234567d'})[2]).toBe('S1234567D');
  });

  it('refuses a UEN of no known form rather than guess its type', () => {
    expect(() => irasDonationFile(IPC, [gift({idType: 'UEN', idNumber: '301912345K'})])).toThrow(
      'Gift NARD-2026-000001: 301912345K is not a UEN of any form IRAS takes.',
    );
  });

  it.each([
    [5000, '50'],
    [123450, '1234'],
    [99, '0'],
    [10000000, '100000'],
  ])('writes %i cents as whole dollars, rounded down: %s', (amountCents, dollars) => {
    expect(onlyRecord({amountCents})[8]).toBe(dollars);
  });

  it.each([
    ['2026-01-01', '20260101'],
    ['2026-12-31', '20261231'],
  ])('writes the date %s as %s', (receivedOn, text) => {
    expect(onlyRecord({receivedOn})[9]).toBe(text);
  });

  it.each([
    ['void', {status: 'void'}],
    ['pledged', {status: 'pledged'}],
    ['under review', {status: 'review'}],
    ['without an ID type', {idType: null, idNumber: null}],
    ['without an ID number', {idNumber: null}],
    ['with a blank ID number', {idNumber: '  '}],
    ['received the year before', {receivedOn: '2025-12-31'}],
    ['received the year after', {receivedOn: '2027-01-01'}],
  ] as const)('leaves out a gift %s', (_, overrides) => {
    expect(lines([gift(overrides)])).toEqual([HEADER]);
  });

  it.each([
    ['Tan, Ah Kow', '"Tan, Ah Kow"'],
    ['Lim "Ah Boy" Beng', '"Lim ""Ah Boy"" Beng"'],
    ['Muhammad Faiz bin Abdul Rahman', '"Muhammad Faiz bin Abdul Rahman"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['  Tan Ah Kow  ', '"Tan Ah Kow"'],
  ])('quotes the name %j as %s', (name, cell) => {
    expect(lines([gift({name})])[1]).toContain(`,"",${cell},"","","",`);
  });

  it('orders by date, then by receipt number, and numbers the records in that order', () => {
    const file = lines([
      gift({receivedOn: '2026-05-01', receiptNumber: 'NARD-2026-000003'}),
      gift({receivedOn: '2026-02-01', receiptNumber: 'NARD-2026-000010'}),
      gift({receivedOn: '2026-05-01', receiptNumber: 'NARD-2026-000002'}),
      gift({receivedOn: '2026-02-01', receiptNumber: 'NARD-2026-000009', status: 'void'}),
    ]);
    expect(file.slice(1).map((row) => row.split(',').filter((_, i) => [0, 9, 10].includes(i)))).toEqual([
      ['1', '"20260201"', '"NARD-2026-000010"'],
      ['2', '"20260501"', '"NARD-2026-000002"'],
      ['3', '"20260501"', '"NARD-2026-000003"'],
    ]);
  });
});
