// The second step of signing in and the authenticator's set-up (issue 23): a 6-digit authenticator code or
// a recovery code (XXXXX-XXXXX), the same words on the log-in page, the profile and the server.
import {dynamic, type Infer, object, type Struct, string} from 'superstruct';
import {FIELD_MESSAGES} from '../messages/messages.ts';
import {TWO_STEP_MESSAGES} from '../messages/rule-messages.ts';
import {requiredText} from './fields.ts';
import {TEXT_LIMITS} from './form-limits.ts';
import {type PasskeyAssertion, passkeyAssertion} from './passkeys.ts';

export {TWO_STEP_MESSAGES};

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

/** Whether a body carries a passkey's answer rather than a code. */
const carriesPasskey = (value: unknown) => typeof value === 'object' && value !== null && 'passkey' in value;

/** POST /api/auth/two-step: the token and either a code or a passkey's answer. */
type SecondStep = TwoStepBody | {twoStepToken: string; passkey: PasskeyAssertion};
export const secondStepRules: Struct<SecondStep, null> = dynamic<SecondStep>((value) =>
  carriesPasskey(value)
    ? (object({twoStepToken: string(), passkey: passkeyAssertion}) as Struct<SecondStep, unknown>)
    : (twoStepRules as Struct<SecondStep, unknown>),
);

/** The password asked again (the step-up of an account with no second factor); never trimmed. */
export const passwordAgainRules = object({
  password: requiredText('password', {
    required: FIELD_MESSAGES.loginPasswordRequired,
    max: {length: TEXT_LIMITS.password, message: FIELD_MESSAGES.loginPasswordTooLong},
    trim: false,
  }),
});

/**
 * POST /api/me/step-up: a code or a passkey's answer, proving the person again before a sensitive change;
 * or, for an account with no second factor, the password (issue 54: its first factor is the password).
 */
type StepUp = {code: string} | {passkey: PasskeyAssertion} | {password: string};
export const stepUpRules: Struct<StepUp, null> = dynamic<StepUp>((value) => {
  if (carriesPasskey(value)) return object({passkey: passkeyAssertion}) as Struct<StepUp, unknown>;
  const carriesPassword = typeof value === 'object' && value !== null && 'password' in value;
  return (carriesPassword ? passwordAgainRules : totpConfirmRules) as Struct<StepUp, unknown>;
});
export type StepUpBody = Infer<typeof stepUpRules>;
