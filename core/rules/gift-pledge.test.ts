import {describe, expect, it} from 'vitest';
import {checkForm} from './check-form.ts';
import {filedIdNumber, GIFT_MESSAGES, giftPledgeRules} from './gift-pledge.ts';

const pledge = {amount: 50, project: 'general', name: 'Tan Ah Kow', email: 'Tan@Example.org'};
const tax = {idType: 'NRIC', idNumber: 's1234567d', fullName: 'Tan Ah Kow', consent: true};

describe('giftPledgeRules', () => {
  it('accepts a plain pledge; the name is hidden unless shown, the e-mail cleaned', () => {
    expect(checkForm(giftPledgeRules, pledge)).toEqual({
      ok: true,
      value: {...pledge, email: 'tan@example.org', showName: false},
    });
  });

  it.each([0.01, 12.5, 99.99, 100_000, 'coffee-roastery'])('accepts %s', (value) => {
    const body = typeof value === 'string' ? {...pledge, project: value} : {...pledge, amount: value};
    expect(checkForm(giftPledgeRules, body).ok).toBe(true);
  });

  it.each([0, -5, 12.345, 100_000.01, Number.NaN, '50', null])('refuses the amount %s', (amount) => {
    expect(checkForm(giftPledgeRules, {...pledge, amount})).toEqual({
      ok: false,
      errors: {amount: GIFT_MESSAGES.amount},
    });
  });

  it('refuses a project that is not one of ours', () => {
    expect(checkForm(giftPledgeRules, {...pledge, project: 'moon'})).toEqual({
      ok: false,
      errors: {project: GIFT_MESSAGES.project},
    });
  });

  it('takes the tax part when it is right, with the consent', () => {
    const result = checkForm(giftPledgeRules, {...pledge, taxDeduction: tax});
    expect(result.ok).toBe(true);
    if (result.ok) expect(filedIdNumber(result.value)).toBe('S1234567D');
  });

  it('names each wrong field of the tax part by its path', () => {
    const wrong = {idType: 'NRIC', idNumber: 'S1234567A', fullName: '', consent: false};
    expect(checkForm(giftPledgeRules, {...pledge, taxDeduction: wrong})).toEqual({
      ok: false,
      errors: {
        'taxDeduction.idNumber':
          'The last letter does not match the digits of this NRIC: check each digit and the last letter.',
        'taxDeduction.fullName': GIFT_MESSAGES.idNameRequired,
        'taxDeduction.consent': GIFT_MESSAGES.consent,
      },
    });
  });

  it('asks for the type before judging the number', () => {
    const result = checkForm(giftPledgeRules, {...pledge, taxDeduction: {...tax, idType: 'passport'}});
    expect(result).toEqual({ok: false, errors: {'taxDeduction.idType': GIFT_MESSAGES.idType}});
  });

  it('drops fields it does not know, at the top and in the tax part', () => {
    const result = checkForm(giftPledgeRules, {
      ...pledge,
      status: 'received',
      taxDeduction: {...tax, verified: true},
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value).not.toHaveProperty('status');
      expect(result.value.taxDeduction).not.toHaveProperty('verified');
    }
  });
});
