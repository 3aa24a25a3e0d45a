import {describe, expect, it} from 'vitest';
import type {Gift, UnmatchedTransfer} from './store/gift-store.ts';
import {suggestPledges} from './transfer-suggestions.ts';

const base: Gift = {
  id: '1',
  reference: 'NARD-P5Y3-79LA',
  amountCents: 5_000,
  project: 'general',
  donorName: 'Tan Ah Kow',
  showName: true,
  email: 'tan@example.org',
  taxIdType: null,
  taxIdMasked: null,
  taxName: null,
  status: 'pledged',
  createdAt: '2026-11-20T02:00:00.000Z',
  pledgedOn: '2026-11-20',
  receivedCents: null,
  receivedOn: null,
  receiptNumber: null,
  voidReason: null,
  paidBy: null,
  chequeNumber: null,
  staffNote: null,
  language: 'en',
};
const gift = (overrides: Partial<Gift>): Gift => ({...base, ...overrides});
const transfer = (text: string, amountCents = 5_000): UnmatchedTransfer => ({
  id: 't1',
  date: '2026-11-22',
  amountCents,
  text,
  importedAt: '2026-11-23T01:00:00.000Z',
});

describe('suggestPledges', () => {
  const target = gift({});
  const sameAmount = gift({
    id: '2',
    reference: 'NARD-XXQM-3XWA',
    donorName: 'Lim Mei Ling',
    pledgedOn: '2026-11-21',
    createdAt: '2026-11-21T00:00:00.000Z',
  });
  const later = gift({id: '3', reference: 'NARD-P5Y2-79LA', pledgedOn: '2026-11-23'});
  const stranger = gift({
    id: '4',
    reference: 'NARD-ZZZZ-ZZZZ',
    amountCents: 1_234,
    donorName: 'Ong',
    pledgedOn: '2026-10-01',
  });

  it('puts a reference one character off first, with why', () => {
    const [first, second] = suggestPledges(transfer('ICT / PAYNOW TRANSFER / TAN AH KOW / nard p5y8 79la'), [
      sameAmount,
      target,
      later,
      stranger,
    ]);
    expect(first).toMatchObject({gift: {id: '1'}});
    expect(first!.reasons).toEqual([
      'The reference in the transfer is 1 character off NARD-P5Y3-79LA.',
      'The same amount, $50.',
      'The payer, TAN AH KOW, is named like the donor, Tan Ah Kow.',
      'Pledged 2 days before.',
    ]);
    expect(second).toMatchObject({
      gift: {id: '2'},
      reasons: ['The same amount, $50.', 'Pledged 1 day before.'],
    });
  });

  it('reads two swapped characters as one slip, and leaves out pledges made after the transfer', () => {
    const found = suggestPledges(transfer('NARD-5PY3-79LA', 9_900), [target, later]);
    expect(found.map((suggestion) => suggestion.gift.id)).toEqual(['1']);
    expect(found[0]!.reasons[0]).toBe('The reference in the transfer is 1 character off NARD-P5Y3-79LA.');
  });

  it('suggests nothing on a date alone', () => {
    expect(suggestPledges(transfer('CASH DEPOSIT', 777), [target, stranger])).toEqual([]);
  });
});
