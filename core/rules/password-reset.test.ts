import {describe, expect, test} from 'vitest';
import {checkForm, type FieldErrors} from './check-form.ts';
import {otpRules, updatePasswordRules} from './password-reset.ts';

const GO_BACK = 'Please Go back and enter your email address';
const PASSWORD_RULE = 'Password must be 6+ chars with uppercase, lowercase, number & symbol.';

describe('otpRules', () => {
  const valid = {email: 'ana@nard.example', otp: '0427'};
  const cases: {data: Record<string, unknown>; errors: FieldErrors}[] = [
    {data: {}, errors: {}},
    {data: {otp: ''}, errors: {otp: 'Please fill in all OTP digits'}},
    {data: {otp: '042'}, errors: {otp: 'Please fill in all OTP digits'}},
    {data: {otp: '04271'}, errors: {otp: 'Please fill in all OTP digits'}},
    {data: {otp: '04a7'}, errors: {otp: 'Please fill in all OTP digits'}},
    {data: {otp: '٠٤٢٧'}, errors: {otp: 'Please fill in all OTP digits'}},
    {data: {otp: '0 27'}, errors: {otp: 'Please fill in all OTP digits'}},
    {data: {otp: 427}, errors: {otp: 'Please fill in all OTP digits'}},
    {data: {otp: ['0', '4', '2', '7']}, errors: {otp: 'Please fill in all OTP digits'}},
    {data: {email: undefined}, errors: {email: GO_BACK}},
    {data: {email: 'not-an-email'}, errors: {email: GO_BACK}},
  ];

  test.each(cases)('%o', ({data, errors}) => {
    const result = checkForm(otpRules, {...valid, ...data});
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  test('trims the code and cleans the email', () => {
    expect(checkForm(otpRules, {email: ' Ana@Nard.Example', otp: ' 0427 '})).toEqual({
      ok: true,
      value: valid,
    });
  });
});

describe('updatePasswordRules', () => {
  const valid = {
    email: 'ana@nard.example',
    newPassword: 'NewPa55!',
    confirmPassword: 'NewPa55!',
    resetToken: 'tok-123',
  };
  const cases: {data: Record<string, unknown>; errors: FieldErrors}[] = [
    {data: {}, errors: {}},
    {data: {email: undefined}, errors: {email: GO_BACK}},
    {data: {email: ''}, errors: {email: GO_BACK}},
    {data: {email: null}, errors: {email: GO_BACK}},
    {
      data: {newPassword: '', confirmPassword: ''},
      errors: {newPassword: 'Password is required', confirmPassword: 'Confirm Password is required'},
    },
    {data: {newPassword: 'weak', confirmPassword: 'weak'}, errors: {newPassword: PASSWORD_RULE}},
    {data: {newPassword: 'NewPa 55!', confirmPassword: 'NewPa 55!'}, errors: {newPassword: PASSWORD_RULE}},
    {data: {newPassword: 'NewPa55#', confirmPassword: 'NewPa55#'}, errors: {newPassword: PASSWORD_RULE}},
    {data: {confirmPassword: ''}, errors: {confirmPassword: 'Confirm Password is required'}},
    {data: {confirmPassword: 'NewPa55?'}, errors: {confirmPassword: 'Passwords do not match'}},
    {data: {confirmPassword: 'NewPa55! '}, errors: {confirmPassword: 'Passwords do not match'}},
    {data: {confirmPassword: 12345678}, errors: {confirmPassword: 'Confirm Password is required'}},
    {
      data: {newPassword: 'weak', confirmPassword: 'other'},
      errors: {newPassword: PASSWORD_RULE, confirmPassword: 'Passwords do not match'},
    },
    {
      data: {newPassword: `Aa1!${'a'.repeat(125)}`, confirmPassword: `Aa1!${'a'.repeat(125)}`},
      errors: {
        newPassword: 'Password must be at most 128 characters.',
        confirmPassword: 'Passwords do not match',
      },
    },
    {data: {resetToken: undefined}, errors: {resetToken: 'Please verify the code sent to your email first.'}},
    {data: {resetToken: ''}, errors: {resetToken: 'Please verify the code sent to your email first.'}},
    {
      data: {resetToken: 'x'.repeat(513)},
      errors: {resetToken: 'Please verify the code sent to your email first.'},
    },
  ];

  test.each(cases)('%o', ({data, errors}) => {
    const result = checkForm(updatePasswordRules, {...valid, ...data});
    expect(result.ok ? {} : result.errors).toEqual(errors);
  });

  test('keeps the passwords exactly and drops unknown fields', () => {
    expect(checkForm(updatePasswordRules, {...valid, email: 'ANA@nard.example ', userId: 'admin'})).toEqual({
      ok: true,
      value: valid,
    });
  });
});
