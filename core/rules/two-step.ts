// The second step of signing in and the authenticator's set-up (issue 23): a 6-digit authenticator code or
// a recovery code (XXXXX-XXXXX), the same words on the log-in page, the profile and the server.
import {type Infer, object, string} from 'superstruct';
import {requiredText} from './fields.ts';

/** What the two-step screens say. */
export const TWO_STEP_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeShape: 'A code is 6 digits from your authenticator app, or a recovery code like 7KQM3-XWA2P.',
  wrongCode: 'That code is not right. Check the time on your phone and try the newest code.',
  startAgain: 'This sign-in took too long or had too many wrong codes. Log in again with your password.',
  setupCodeWrong:
    'That code does not match. Scan the QR code again, or type the key, and enter the newest code.',
} as const;

const codeField = requiredText('code', {
  required: TWO_STEP_MESSAGES.codeRequired,
  max: {length: 24, message: TWO_STEP_MESSAGES.codeShape},
  checks: [
    (value) =>
      /^\d{3}\s?\d{3}$/.test(value) || /^[A-Z2-9]{5}[\s-]?[A-Z2-9]{5}$/i.test(value)
        ? undefined
        : TWO_STEP_MESSAGES.codeShape,
  ],
});

/** POST /api/auth/two-step: the token the password step gave, and a code. */
export const twoStepRules = object({twoStepToken: string(), code: codeField});
export type TwoStepBody = Infer<typeof twoStepRules>;

/** POST /api/me/two-step/totp/confirm: the authenticator's first code. */
export const totpConfirmRules = object({code: codeField});
