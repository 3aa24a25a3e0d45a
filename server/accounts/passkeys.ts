// Passkeys (issue 23) through SimpleWebAuthn (decision 029): the options each ceremony starts with, and the
// checks of what the browser answers. Every challenge is ours, random, kept 5 minutes and taken once; a
// registration needs user verification and a discoverable credential, so a passkey signs in by itself.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type {PasskeyAssertion, PasskeyAttestation} from '../../core/rules/index.ts';
import type {AuthContext} from './auth-context.ts';
import type {PasskeyPurpose} from './store/passkey-store.ts';
import {newRecoveryCodes, recoveryCodeHash} from './totp.ts';

/** How long a ceremony may take, from its options to its answer. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;

// Loaded at the first ceremony: the library brings its certificate parsers (several MB of heap, and a
// warning about experimental Web Crypto algorithms) that a server nobody signs in to with a passkey never needs.
const webauthn = () => import('@simplewebauthn/server');

const base64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

async function keepChallenge(
  context: AuthContext,
  challenge: string,
  purpose: PasskeyPurpose,
  userId: string | null,
) {
  const now = context.now();
  await context.store.createPasskeyChallenge(challenge, purpose, userId, now + PASSKEY_CHALLENGE_TTL_MS, now);
}

/** The options for adding a passkey to `user`'s account; the ones they have are excluded. */
export async function passkeyRegistrationOptions(
  context: AuthContext,
  user: {id: string; email: string; fullName: string},
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const party = context.relyingParty();
  const existing = await context.store.listPasskeys(user.id);
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({id: passkey.id})),
    authenticatorSelection: {residentKey: 'required', userVerification: 'required'},
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await keepChallenge(context, options.challenge, 'register', user.id);
  return options;
}

/** What adding a passkey came to; the first factor carries the recovery codes its owner now has. */
export type PasskeyAddition =
  | {kind: 'added'; passkey: {id: string; name: string}; recoveryCodes: string[] | null}
  | {kind: 'refused' | 'taken'};

/**
 * Checks a registration's answer against a challenge made for `userId`, and keeps the credential with the
 * change, made in `sessionId`.
 */
export async function addPasskey(
  context: AuthContext,
  userId: string,
  sessionId: string,
  name: string,
  response: PasskeyAttestation,
): Promise<PasskeyAddition> {
  const party = context.relyingParty();
  const verdict = await (await webauthn())
    .verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: async (challenge) =>
        (await context.store.takePasskeyChallenge(challenge, 'register', context.now()))?.userId === userId,
      expectedOrigin: party.origins,
      expectedRPID: party.id,
      requireUserVerification: true,
    })
    .catch(() => null);
  if (!verdict?.verified) return {kind: 'refused'};
  const {credential} = verdict.registrationInfo;
  const codes = newRecoveryCodes();
  const added = await context.store.addPasskey(
    {
      id: credential.id,
      userId,
      name,
      publicKey: base64Url(credential.publicKey),
      counter: credential.counter,
      transports: response.response.transports ?? [],
    },
    codes.map((code) => recoveryCodeHash(context.keys.otp, code)),
    {sessionId},
    context.now(),
  );
  if (added === 'taken') return {kind: 'taken'};
  return {kind: 'added', passkey: {id: credential.id, name}, recoveryCodes: added === 'first' ? codes : null};
}

/** The options of a sign-in with a passkey: any of this site's discoverable passkeys may answer. */
export async function passkeySignInOptions(
  context: AuthContext,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID: context.relyingParty().id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await keepChallenge(context, options.challenge, 'sign-in', null);
  return options;
}

/**
 * Checks a sign-in's answer: a passkey we know, signing one of our sign-in challenges (taken once), with
 * the user verified. Answers the passkey's owner, or null.
 */
export async function checkPasskeySignIn(
  context: AuthContext,
  answer: PasskeyAssertion,
): Promise<string | null> {
  const passkey = await context.store.findPasskey(answer.id);
  if (!passkey) return null;
  const party = context.relyingParty();
  const verdict = await (await webauthn())
    .verifyAuthenticationResponse({
      response: answer as AuthenticationResponseJSON,
      expectedChallenge: async (challenge) =>
        (await context.store.takePasskeyChallenge(challenge, 'sign-in', context.now())) !== null,
      expectedOrigin: party.origins,
      expectedRPID: party.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
      },
      requireUserVerification: true,
    })
    .catch(() => null);
  if (!verdict?.verified) return null;
  await context.store.recordPasskeyUse(passkey.id, verdict.authenticationInfo.newCounter, context.now());
  return passkey.userId;
}
