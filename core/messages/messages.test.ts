import {expect, test} from 'vitest';
import {FIELD_MESSAGES, MESSAGES} from './messages.ts';

// The spec's texts, copied from SPEC sections 5, 7 and 8; a rewording anywhere must fail here.
test.each([
  {key: 'fillRequiredCorrectly', text: 'Please fill in all required fields correctly.'},
  {key: 'fixFormErrors', text: 'Please fix the errors in the form.'},
  {key: 'fillRequired', text: 'Please fill in all required fields'},
  {key: 'fillOtpDigits', text: 'Please fill in all OTP digits'},
  {key: 'enterEmailFirst', text: 'Please Go back and enter your email address'},
  {key: 'submittingDetails', text: 'Submitting your details...'},
  {key: 'loggingIn', text: 'Logging in...'},
  {key: 'sendingCode', text: 'Sending code...'},
  {key: 'verifyingCode', text: 'Verifying code...'},
  {key: 'resendingCode', text: 'Resending code...'},
  {key: 'updatingPassword', text: 'Updating password...'},
  {key: 'registered', text: 'Successfully registered!'},
  {key: 'loggedIn', text: 'Logged in successfully!'},
  {key: 'formSubmitted', text: 'Form submitted successfully'},
  {key: 'invalidCredentials', text: 'Invalid email or password'},
  {key: 'jwtExpired', text: 'jwt expired'},
  {key: 'invalidAccessToken', text: 'Invalid Access Token'},
] as const)('MESSAGES.$key', ({key, text}) => {
  expect(MESSAGES[key]).toBe(text);
});

test('the sign-up answer fits a new and a taken address alike', () => {
  expect(MESSAGES.checkEmailAfterSignup).toMatch(/check your e-mail/i);
  expect(MESSAGES.checkEmailAfterSignup).not.toMatch(/registered|created|welcome|already/i);
});

test('the OTP and reset field messages are the toasts SPEC gives', () => {
  expect(FIELD_MESSAGES.otpInvalid).toBe(MESSAGES.fillOtpDigits);
  expect(FIELD_MESSAGES.resetEmailMissing).toBe(MESSAGES.enterEmailFirst);
});
