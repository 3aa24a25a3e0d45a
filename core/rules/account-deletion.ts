// Deleting one's own account (issue 24): confirmed with the password, or with a passkey, so a session
// left open on a shared computer cannot do it alone. The same words on the profile and the server.
import {dynamic, object, type Struct} from 'superstruct';
import {DELETE_ACCOUNT_MESSAGES} from '../messages/rule-messages.ts';
import {requiredText} from './fields.ts';
import {type PasskeyAssertion, passkeyAssertion} from './passkeys.ts';

export {DELETE_ACCOUNT_MESSAGES};

type Proof = {password: string} | {passkey: PasskeyAssertion};

/** DELETE /api/me: the password, or a passkey's answer. */
export const deleteAccountRules: Struct<Proof, null> = dynamic<Proof>((value) =>
  typeof value === 'object' && value !== null && 'passkey' in value
    ? (object({passkey: passkeyAssertion}) as Struct<Proof, unknown>)
    : (object({
        password: requiredText('password', {
          required: DELETE_ACCOUNT_MESSAGES.passwordRequired,
          max: {length: 128, message: DELETE_ACCOUNT_MESSAGES.wrongPassword},
          trim: false,
        }),
      }) as Struct<Proof, unknown>),
);
