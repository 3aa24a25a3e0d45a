import {describe, expect, test} from 'vitest';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {checkForm, type FieldErrors} from './check-form.ts';
import {forgotPasswordRules, loginRules} from './login.ts';

const valid = {email: 'ana@nard.example', password: 'any password at all'};

const loginCases: {data: Record<string, unknown>; errors: FieldErrors}[] = [
  {data: {}, errors: {}},
  {data: {email: ''}, errors: {email: 'Email Address is required'}},
  {data: {email: '   '}, errors: {email: 'Email Address is required'}},
  {data: {email: undefined}, errors: {email: 'Email Address is required'}},
  {data: {email: null}, errors: {email: 'Email Address is required'}},
  {data: {email: 12}, errors: {email: 'Email Address is required'}},
  {data: {email: ['ana@nard.example']}, errors: {email: 'Email Address is required'}},
  {data: {email: 'ana'}, errors: {email: 'Email Address is invalid'}},
  {data: {email: 'ana@nard'}, errors: {email: 'Email Address is invalid'}},
  {data: {email: 'ana@nard.example\nBcc: x@y.co'}, errors: {email: FIELD_MESSAGES.textCharacters}},
  {data: {email: `${'a'.repeat(300)}@nard.example`}, errors: {email: 'Email Address is invalid'}},
  {data: {password: ''}, errors: {password: 'Login Password is required'}},
  {data: {password: '   '}, errors: {password: 'Login Password is required'}},
  {data: {password: 123456}, errors: {password: 'Login Password is required'}},
  {data: {password: 'x'.repeat(129)}, errors: {password: 'Login Password must be at most 128 characters.'}},
  {
    data: {email: '', password: ''},
    errors: {email: 'Email Address is required', password: 'Login Password is required'},
  },
];

describe('loginRules', () => {
  test.each(loginCases)('%o', ({data, errors}) => {
    const result = checkForm(loginRules, {...valid, ...data});
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  test('lower-cases and trims the email but keeps the password exactly', () => {
    expect(
      checkForm(loginRules, {email: ' ANA@Nard.Example ', password: ' Pass word ', remember: true}),
    ).toEqual({
      ok: true,
      value: {email: 'ana@nard.example', password: ' Pass word '},
    });
  });
});

describe('forgotPasswordRules', () => {
  const cases: {data: unknown; errors: FieldErrors}[] = [
    {data: {email: 'ana@nard.example'}, errors: {}},
    {data: {}, errors: {email: 'Email Address is required'}},
    {data: {email: 'ana@'}, errors: {email: 'Email Address is invalid'}},
    {data: {email: true}, errors: {email: 'Email Address is required'}},
  ];

  test.each(cases)('%o', ({data, errors}) => {
    const result = checkForm(forgotPasswordRules, data);
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  test('returns the cleaned email', () => {
    expect(checkForm(forgotPasswordRules, {email: '\tAna@Nard.Example '})).toEqual({
      ok: true,
      value: {email: 'ana@nard.example'},
    });
  });
});
