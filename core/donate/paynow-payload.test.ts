import {describe, expect, it} from 'vitest';
import {parseEmv} from './emv-parse.test-support.ts';
import {buildPayNowPayload, type PayNowOptions} from './paynow-payload.ts';

const foundation = {uen: '202400000A', merchantName: 'NARD FOUNDATION', merchantCity: 'SINGAPORE'};

describe('buildPayNowPayload: full examples written out by hand', () => {
  // Each part below was written from the EMVCo / SGQR layout, and the CRC worked out separately by
  // polynomial division (see crc16.test.ts), not by the code under test.
  it('a $50 gift with a reference, amount fixed', () => {
    const expected =
      '000201' +
      '010212' +
      '2637' +
      '0009SG.PAYNOW' +
      '01012' +
      '0210202400000A' +
      '03010' +
      '52040000' +
      '5303702' +
      '540550.00' +
      '5802SG' +
      '5915NARD FOUNDATION' +
      '6009SINGAPORE' +
      '6217' +
      '0113NARD DONATION' +
      '6304' +
      '6359';
    expect(buildPayNowPayload({...foundation, amount: 50, reference: 'NARD DONATION', editable: false})).toBe(
      expected,
    );
  });

  it('no amount: static QR, amount editable', () => {
    expect(buildPayNowPayload(foundation)).toBe(
      '000201' +
        '010211' +
        '2637' +
        '0009SG.PAYNOW' +
        '01012' +
        '0210202400000A' +
        '03011' +
        '520400005303702' +
        '5802SG5915NARD FOUNDATION6009SINGAPORE' +
        '6304C637',
    );
  });
});

describe('buildPayNowPayload: field layout', () => {
  const fieldsOf = (options: Partial<PayNowOptions>) =>
    parseEmv(buildPayNowPayload({...foundation, ...options}));

  it('lists the top-level fields in order, each length matching its value', () => {
    const fields = fieldsOf({amount: 1234.5, reference: 'GIFT-2024'});
    expect(fields.map((field) => field.id)).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    for (const field of fields) expect(field.value.length).toBe(field.length);
    expect(fields.find((field) => field.id === '54')?.value).toBe('1234.50');
    expect(parseEmv(fields.find((field) => field.id === '62')!.value)).toEqual([
      {id: '01', length: 9, value: 'GIFT-2024'},
    ]);
    expect(fields.at(-1)).toMatchObject({id: '63', length: 4});
    expect(fields.at(-1)?.value).toMatch(/^[0-9A-F]{4}$/);
  });

  it.each([
    {options: {}, pointOfInitiation: '11', editable: '1'},
    {options: {amount: 10}, pointOfInitiation: '12', editable: '0'},
    {options: {amount: 10, editable: true}, pointOfInitiation: '12', editable: '1'},
  ])('amount $options.amount -> 01 $pointOfInitiation, editable $editable', (row) => {
    const fields = fieldsOf(row.options);
    expect(fields[1]?.value).toBe(row.pointOfInitiation);
    const account = parseEmv(fields.find((field) => field.id === '26')!.value);
    expect(account.map((field) => [field.id, field.value])).toEqual([
      ['00', 'SG.PAYNOW'],
      ['01', '2'],
      ['02', '202400000A'],
      ['03', row.editable],
    ]);
  });

  it('adds the expiry as sub-tag 04 of tag 26', () => {
    const account = parseEmv(fieldsOf({expiry: '20301231'}).find((field) => field.id === '26')!.value);
    expect(account.at(-1)).toEqual({id: '04', length: 8, value: '20301231'});
  });

  it('cuts the name to 25 and the city to 15 characters', () => {
    const fields = fieldsOf({
      merchantName: 'The Nard Foundation Limited Singapore',
      merchantCity: 'Ang Mo Kio Avenue 5',
    });
    expect(fields.find((field) => field.id === '59')).toEqual({
      id: '59',
      length: 25,
      value: 'The Nard Foundation Limit',
    });
    expect(fields.find((field) => field.id === '60')).toEqual({
      id: '60',
      length: 15,
      value: 'Ang Mo Kio Aven',
    });
  });

  it('writes amounts with 2 decimals and no float noise', () => {
    expect(fieldsOf({amount: 0.1}).find((field) => field.id === '54')?.value).toBe('0.10');
    expect(fieldsOf({amount: 19.99}).find((field) => field.id === '54')?.value).toBe('19.99');
    expect(fieldsOf({amount: 999999.99}).find((field) => field.id === '54')?.value).toBe('999999.99');
  });

  it('upper-cases and trims the UEN', () => {
    const account = parseEmv(fieldsOf({uen: ' 202400000a '}).find((field) => field.id === '26')!.value);
    expect(account[2]?.value).toBe('202400000A');
  });
});

describe('buildPayNowPayload: refuses what a bank app would reject', () => {
  it.each([
    {name: 'zero amount', options: {amount: 0}},
    {name: 'negative amount', options: {amount: -5}},
    {name: '3 decimals', options: {amount: 1.005}},
    {name: 'not a number', options: {amount: Number.NaN}},
    {name: 'bad UEN', options: {uen: '12-34'}},
    {name: 'long reference', options: {reference: 'A'.repeat(26)}},
    {name: 'reference with symbols', options: {reference: 'gift<script>'}},
    {name: 'bad expiry', options: {expiry: '2030-12-31'}},
    {name: 'fixed but no amount', options: {editable: false}},
    {name: 'non-ASCII name', options: {merchantName: 'Café Nard'}},
  ])('$name', ({options}) => {
    expect(() => buildPayNowPayload({...foundation, ...options})).toThrow(RangeError);
  });
});
