import {describe, expect, it} from 'vitest';
import {parseEmv} from './emv-parse.test-support.ts';
import {pledgeCheckoutLinks, pledgePayload} from './pledge.ts';

const paynow = {uen: '202412345K', merchantName: 'NARD FOUNDATION LTD', merchantCity: 'Singapore'};

describe('a pledge’s ways to pay', () => {
  it('puts the fixed amount and the reference (tag 62, sub-tag 01) in the PayNow payload', () => {
    const fields = new Map(
      parseEmv(pledgePayload(paynow, 12_345, 'NARD-7KQM-3XWA')).map((f) => [f.id, f.value]),
    );
    expect(fields.get('54')).toBe('123.45');
    expect(parseEmv(fields.get('62')!)).toEqual([{id: '01', length: 14, value: 'NARD-7KQM-3XWA'}]);
    expect(parseEmv(fields.get('26')!).find((field) => field.id === '03')?.value).toBe('0');
  });

  it('gives each configured checkout link the reference as client_reference_id, and leaves the rest unset', () => {
    const links = pledgeCheckoutLinks(
      {card: 'https://pay.example/nard?lang=en', googlePay: null},
      'NARD-7KQM-3XWA',
    );
    expect(links).toEqual([
      {
        id: 'card',
        label: 'Credit Card',
        url: 'https://pay.example/nard?lang=en&client_reference_id=NARD-7KQM-3XWA',
      },
      {id: 'googlePay', label: 'Google Pay', url: null},
      {id: 'applePay', label: 'Apple Pay', url: null},
    ]);
  });
});
