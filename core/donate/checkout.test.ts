import {describe, expect, it} from 'vitest';
import {paymentMethods} from './checkout.ts';

describe('paymentMethods', () => {
  it.each([
    {card: 'https://pay.example/nard', url: 'https://pay.example/nard'},
    {card: 'http://127.0.0.1:8080/pay', url: 'http://127.0.0.1:8080/pay'},
    {card: '', url: null},
    {card: null, url: null},
    {card: 'javascript:alert(1)', url: null},
    {card: 'not a url', url: null},
  ])('card link $card -> $url', ({card, url}) => {
    expect(paymentMethods({card})[0]).toEqual({id: 'card', label: 'Credit Card', url});
  });

  it('lists Credit Card, Google Pay, Apple Pay', () => {
    expect(paymentMethods({}).map((method) => method.label)).toEqual([
      'Credit Card',
      'Google Pay',
      'Apple Pay',
    ]);
  });
});
