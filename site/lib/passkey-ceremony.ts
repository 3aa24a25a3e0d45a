// The browser's half of a passkey ceremony, through @simplewebauthn/browser (decision 029), loaded only
// when someone presses a passkey button: it turns the server's options into navigator.credentials calls
// and the answer back into JSON. Every way it can fail becomes one plain sentence.
import type {Api} from '../../core/api/index.ts';
import {PASSKEY_MESSAGES, type PasskeyAssertion, type PasskeyAttestation} from '../../core/rules/index.ts';

export type Ceremony<T> = {ok: true; answer: T} | {ok: false; message: string};

function sentenceFor(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const code = (error as {code?: unknown} | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return PASSKEY_MESSAGES.taken;
  if (name === 'SecurityError' || code === 'ERROR_INVALID_DOMAIN') return PASSKEY_MESSAGES.unavailable;
  return PASSKEY_MESSAGES.cancelled;
}

async function run<T>(
  start: (lib: typeof import('@simplewebauthn/browser')) => Promise<unknown>,
): Promise<Ceremony<T>> {
  const lib = await import('@simplewebauthn/browser');
  if (!lib.browserSupportsWebAuthn()) return {ok: false, message: PASSKEY_MESSAGES.unavailable};
  try {
    return {ok: true, answer: (await start(lib)) as T};
  } catch (error) {
    return {ok: false, message: sentenceFor(error)};
  }
}

/** Makes a new passkey from the server's registration options. */
export const createPasskey = (options: unknown) =>
  run<PasskeyAttestation>((lib) => lib.startRegistration({optionsJSON: options as never}));

/**
 * Asks the server for a sign-in challenge and the person for one of their passkeys for this site: the
 * assertion for a log-in, the password's second step, or the step-up.
 */
export async function signWithPasskey(api: Api): Promise<Ceremony<PasskeyAssertion>> {
  const started = await api.passkeySignInOptions();
  if (!started.success) return {ok: false, message: started.message};
  return run<PasskeyAssertion>((lib) => lib.startAuthentication({optionsJSON: started.options as never}));
}
