import {describe, expect, it} from 'vitest';
import {payNowSteps} from './pay-steps.ts';

const paynow = {uen: '202400000A', merchantName: 'NARD FOUNDATION LTD', merchantCity: 'Singapore'};

describe('payNowSteps', () => {
  it('says each step on its own, with what to copy for the UEN, the amount and the reference', () => {
    expect(payNowSteps(paynow, 5000, 'NARD-7KQM-3XWA')).toEqual([
      {sentence: 'Open your bank’s app and choose PayNow.'},
      {
        sentence: 'Choose UEN and enter {uen}.',
        value: {shown: '202400000A', copy: '202400000A', button: 'Copy UEN'},
      },
      {sentence: 'Enter the amount: {amount}.', value: {shown: '$50', copy: '50', button: 'Copy amount'}},
      {
        sentence: 'Put {reference} in the reference or comments.',
        value: {shown: 'NARD-7KQM-3XWA', copy: 'NARD-7KQM-3XWA', button: 'Copy reference'},
      },
      {sentence: 'Check that the name is NARD FOUNDATION LTD, then pay.'},
    ]);
  });

  // What goes into a banking app's amount field: digits and the cents, never '$' or a thousands comma.
  it.each([
    {cents: 2550, shown: '$25.50', copy: '25.50'},
    {cents: 123450, shown: '$1,234.50', copy: '1234.50'},
    {cents: 100000, shown: '$1,000', copy: '1000'},
    {cents: 5, shown: '$0.05', copy: '0.05'},
  ])('copies $cents cents as $copy', ({cents, shown, copy}) => {
    expect(payNowSteps(paynow, cents, 'NARD-7KQM-3XWA')[2]?.value).toMatchObject({shown, copy});
  });

  it('speaks the translator’s language', () => {
    const upper = (english: string) => english.toUpperCase();
    const steps = payNowSteps(paynow, 5000, 'NARD-7KQM-3XWA', upper);
    expect(steps[1]).toMatchObject({sentence: 'CHOOSE UEN AND ENTER {UEN}.', value: {button: 'COPY UEN'}});
  });
});
