import {describe, expect, it} from 'vitest';
import {GIFT_MESSAGES} from '../rules/index.ts';
import {
  checkPledgeDraft,
  EMPTY_PLEDGE,
  pledgeBody,
  pledgeFieldErrors,
  pledgeProjectChoices,
} from './pledge-form.ts';

const filled = {...EMPTY_PLEDGE, name: 'Siti Rahmah', email: 'Siti@Example.org'};
const withId = {
  ...filled,
  wantsDeduction: 'yes',
  idType: 'NRIC',
  idNumber: 's1234567d',
  idName: 'Siti Rahmah',
  consent: 'yes',
};

describe('the Give now form', () => {
  it('sends $50 to where it is needed most unless the donor chooses otherwise', () => {
    expect(checkPledgeDraft(filled, true)).toEqual({
      ok: true,
      value: {
        amount: 50,
        project: 'general',
        name: 'Siti Rahmah',
        showName: false,
        email: 'siti@example.org',
      },
    });
    expect(pledgeProjectChoices()[0]).toEqual({value: 'general', label: 'Where it is needed most'});
  });

  it('reads a typed amount as the donor wrote it, and puts its error under the typed field', () => {
    expect(pledgeBody({...filled, amountOption: 'other', amountText: '$1,250.50'}, false).amount).toBe(
      1250.5,
    );
    const refused = checkPledgeDraft({...filled, amountOption: 'other', amountText: 'lots'}, false);
    expect(refused).toEqual({ok: false, errors: {amountText: GIFT_MESSAGES.amount}});
    expect(pledgeFieldErrors({amount: 'x'}, filled)).toEqual({amountOption: 'x'});
  });

  it('adds the tax part only when the foundation offers it and the donor asks, errors under each field', () => {
    expect(pledgeBody(withId, false)).not.toHaveProperty('taxDeduction');
    expect(checkPledgeDraft(withId, true)).toMatchObject({
      ok: true,
      value: {taxDeduction: {idType: 'NRIC', idNumber: 's1234567d', fullName: 'Siti Rahmah', consent: true}},
    });
    const refused = checkPledgeDraft({...withId, idNumber: 'S1234567A', idName: '', consent: ''}, true);
    expect(refused.ok || Object.keys(refused.errors).sort()).toEqual(['consent', 'idName', 'idNumber']);
    expect(pledgeFieldErrors({taxDeduction: 'Not offered'}, withId)).toEqual({wantsDeduction: 'Not offered'});
  });
});
