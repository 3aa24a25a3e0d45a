// The shapes of a passkey ceremony's answer (issue 23), as the browser's WebAuthn API gives them in JSON
// (base64url strings). Checked here only for shape and size: the signature, the challenge and the origin
// are checked on the server by the WebAuthn library.
import {define, type Infer, object} from 'superstruct';
import {PASSKEY_MESSAGES} from '../messages/rule-messages.ts';
import {requiredText} from './fields.ts';

export {PASSKEY_MESSAGES};

// A base64url string of at most 16 kB: the largest attestations (with certificates) stay well inside it.
const isBase64Url = (value: unknown, optional = false): boolean =>
  (optional && value === undefined) ||
  (typeof value === 'string' && value.length > 0 && value.length <= 16_384 && /^[A-Za-z0-9_-]+$/.test(value));

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** What every ceremony's answer has: the credential's id twice, its type, the client's extension results. */
function credentialShape(value: unknown): Record<string, unknown> | null {
  const outer = record(value);
  if (!outer || !isBase64Url(outer.id) || outer.rawId !== outer.id || outer.type !== 'public-key')
    return null;
  if (!record(outer.clientExtensionResults)) return null;
  return record(outer.response);
}

/** A WebAuthn assertion (`navigator.credentials.get`) in JSON. */
export type PasskeyAssertion = {
  id: string;
  rawId: string;
  type: 'public-key';
  response: {clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string};
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment?: 'platform' | 'cross-platform';
};

/** A WebAuthn attestation (`navigator.credentials.create`) in JSON. */
export type PasskeyAttestation = {
  id: string;
  rawId: string;
  type: 'public-key';
  response: {clientDataJSON: string; attestationObject: string; transports?: string[]};
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment?: 'platform' | 'cross-platform';
};

const attachmentFits = (value: unknown) =>
  value === undefined || value === 'platform' || value === 'cross-platform';

/** A sign-in's answer. */
export const passkeyAssertion = define<PasskeyAssertion>('passkey', (value) => {
  const response = credentialShape(value);
  const fits =
    response !== null &&
    attachmentFits((value as Record<string, unknown>).authenticatorAttachment) &&
    isBase64Url(response.clientDataJSON) &&
    isBase64Url(response.authenticatorData) &&
    isBase64Url(response.signature) &&
    isBase64Url(response.userHandle, true);
  return fits || PASSKEY_MESSAGES.notUnderstood;
});

const transportsFit = (value: unknown) =>
  value === undefined ||
  (Array.isArray(value) &&
    value.length <= 8 &&
    value.every((item) => typeof item === 'string' && /^[a-z-]{1,20}$/.test(item)));

/** A registration's answer. */
export const passkeyAttestation = define<PasskeyAttestation>('response', (value) => {
  const response = credentialShape(value);
  const fits =
    response !== null &&
    attachmentFits((value as Record<string, unknown>).authenticatorAttachment) &&
    isBase64Url(response.clientDataJSON) &&
    isBase64Url(response.attestationObject) &&
    transportsFit(response.transports);
  return fits || PASSKEY_MESSAGES.notUnderstood;
});

/** POST /api/me/passkeys: the name the person gave and the browser's answer. */
export const addPasskeyRules = object({
  name: requiredText('name', {
    required: PASSKEY_MESSAGES.nameRequired,
    max: {length: 60, message: PASSKEY_MESSAGES.nameTooLong},
  }),
  response: passkeyAttestation,
});
export type AddPasskeyBody = Infer<typeof addPasskeyRules>;

/** POST /api/auth/passkey: a sign-in with a passkey alone. */
export const passkeySignInRules = object({passkey: passkeyAssertion});
