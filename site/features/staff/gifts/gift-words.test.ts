// How the Gifts screen says where a receipt mail is (issue 55).
import {describe, expect, it} from 'vitest';
import {receiptMailLabel} from './gift-words.ts';

describe('receiptMailLabel', () => {
  it.each([
    {mail: null, label: ''},
    {mail: {state: 'sent', at: '2026-12-02T08:05:00.000Z'}, label: 'Receipt mailed at 2 Dec 2026, 4:05 pm'},
    {mail: {state: 'waiting', reason: null}, label: 'Not delivered yet: waiting to be sent'},
    {
      mail: {state: 'waiting', reason: 'the mail server did not answer in time'},
      label: 'Not delivered yet: the mail server did not answer in time',
    },
    {
      mail: {state: 'failed', reason: 'the mail server refused this mail (550 no such user)'},
      label: 'Not delivered: the mail server refused this mail (550 no such user) (no more tries)',
    },
  ] as const)('$label', ({mail, label}) => {
    expect(receiptMailLabel(mail)).toBe(label);
  });
});
