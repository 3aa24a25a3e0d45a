import {describe, expect, test} from 'vitest';
import {checkForm, type FieldErrors} from './check-form.ts';
import {PROFILE_MESSAGES, profileRules} from './profile.ts';

const cases: {data: unknown; errors: FieldErrors}[] = [
  {data: {fullName: 'Ana Tan'}, errors: {}},
  {data: {}, errors: {fullName: 'Full Name is required'}},
  {data: {fullName: ''}, errors: {fullName: 'Full Name is required'}},
  {data: {fullName: 3}, errors: {fullName: 'Full Name is required'}},
  {data: {fullName: 'a'.repeat(101)}, errors: {fullName: 'Full Name must be at most 100 characters.'}},
  {
    data: {fullName: 'Ana Tan', phoneNumber: '1'.repeat(21)},
    errors: {phoneNumber: 'Phone Number must be text of at most 20 characters.'},
  },
  {
    data: {fullName: 'Ana Tan', phoneNumber: 91234567},
    errors: {phoneNumber: 'Phone Number must be text of at most 20 characters.'},
  },
  {
    data: {fullName: 'Ana Tan', address: 'a'.repeat(201)},
    errors: {address: 'Address must be text of at most 200 characters.'},
  },
  {
    data: {fullName: 'Ana Tan', address: ['Blk 1']},
    errors: {address: 'Address must be text of at most 200 characters.'},
  },
  {data: {fullName: 'Ana Tan', language: 'ta'}, errors: {}},
  {data: {fullName: 'Ana Tan', language: 'fr'}, errors: {language: PROFILE_MESSAGES.languageInvalid}},
  {data: {fullName: 'Ana Tan', language: 'ZH'}, errors: {language: PROFILE_MESSAGES.languageInvalid}},
  {data: {fullName: 'Ana Tan', language: null}, errors: {language: PROFILE_MESSAGES.languageInvalid}},
  {data: {fullName: 'Ana Tan', language: '__proto__'}, errors: {language: PROFILE_MESSAGES.languageInvalid}},
];

describe('profileRules', () => {
  test.each(cases)('%o', ({data, errors}) => {
    const result = checkForm(profileRules, data);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  test.each([
    {data: {fullName: ' Ana Tan '}, value: {fullName: 'Ana Tan'}},
    {
      data: {fullName: 'Ana Tan', phoneNumber: ' +65 9123 4567 ', address: '5008 Ang Mo Kio Ave 5'},
      value: {fullName: 'Ana Tan', phoneNumber: '+65 9123 4567', address: '5008 Ang Mo Kio Ave 5'},
    },
    {data: {fullName: 'Ana Tan', address: null}, value: {fullName: 'Ana Tan', address: ''}},
    {data: {fullName: 'Ana Tan', language: 'zh'}, value: {fullName: 'Ana Tan', language: 'zh'}},
    {data: {fullName: 'Ana Tan', email: 'other@nard.example', role: 'staff'}, value: {fullName: 'Ana Tan'}},
  ])('cleans %o', ({data, value}) => {
    expect(checkForm(profileRules, data)).toEqual({ok: true, value});
  });
});
