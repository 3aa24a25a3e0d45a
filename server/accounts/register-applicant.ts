// Registration with `Idempotency-Key` support: a retry with the same key and body gets the first answer
// and never a second account; the same key with another body is refused (IETF draft
// "The Idempotency-Key HTTP Header Field", section 2.6).
import {createHmac, randomUUID} from 'node:crypto';
import type {Language} from '../../core/i18n/index.ts';
import {MESSAGES} from '../../core/messages/index.ts';
import {currentNotice} from '../../core/privacy/index.ts';
import type {SignupBody} from '../../core/rules/index.ts';
import {REGION_LABELS} from '../../core/rules/index.ts';
import {IDEMPOTENCY_WINDOW_MS} from '../http/idempotency.ts';
import {queueMessage} from '../mail/queued-mailer.ts';
import {addressTakenMail, welcomeMail} from './account-mails.ts';
import type {AuthContext} from './auth-context.ts';
import {newConfirmationLink} from './email-confirmation.ts';
import type {NewAccount} from './store/account-store.ts';

const SCOPE = 'signup';

/** What a signup attempt came to. `replay` carries the stored first answer verbatim. */
export type SignupOutcome =
  | {kind: 'created'}
  | {kind: 'duplicate-email'}
  | {kind: 'replay'; status: number; body: string}
  | {kind: 'key-reused'};

// An HMAC, not a plain hash: the body holds the password, and a fast unkeyed hash could be brute-forced.
function fingerprint(context: AuthContext, body: SignupBody): string {
  const sorted = Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : 1)));
  return createHmac('sha256', context.keys.lookup)
    .update(`signup\n${JSON.stringify(sorted)}`)
    .digest('hex');
}

/** The answer body a fresh signup gets, stored as the first answer for its key. */
export function createdAnswerBody(): string {
  return JSON.stringify({success: true, statusCode: 201, message: MESSAGES.checkEmailAfterSignup});
}

function newAccount(
  body: SignupBody,
  passwordHash: string,
  signupOrigin: string | null,
  language: Language,
): NewAccount {
  return {
    signupOrigin,
    language,
    id: randomUUID(),
    email: body.email,
    passwordHash,
    fullName: body.fullName,
    age: body.age,
    region: body.region,
    city: body.city,
    phoneNumber: body.phoneNumber,
    emergencyContact: body.emergencyContact,
    profession: body.profession,
    // The profile shows an address; until the user edits it, where they said they live is the best we have.
    address: `${body.city}, ${REGION_LABELS[body.region]}`,
    applicantType: body.type,
    // The form shows the application's notice beside its button: sending it is agreeing to those words.
    consentNotice: currentNotice('application').id,
  };
}

/**
 * Registers an applicant; `key` is the request's Idempotency-Key (already shape-checked) or null;
 * `signupOrigin` is the partner page the form was sent from (null: the foundation's own site);
 * `language` the request's, which the account's mails keep.
 */
export async function registerApplicant(
  context: AuthContext,
  body: SignupBody,
  key: string | null,
  signupOrigin: string | null = null,
  language: Language = 'en',
): Promise<SignupOutcome> {
  const requestHash = fingerprint(context, body);
  const replayOf = (answer: {requestHash: string; status: number; body: string}): SignupOutcome =>
    answer.requestHash === requestHash
      ? {kind: 'replay', status: answer.status, body: answer.body}
      : {kind: 'key-reused'};

  const now = context.now();
  if (key !== null) {
    const stored = await context.store.findIdempotentAnswer(SCOPE, key, now - IDEMPOTENCY_WINDOW_MS);
    if (stored) return replayOf(stored);
  }
  // A taken address is hashed too and answered alike, so neither the answer nor its timing tells who
  // applied here (issue 10); the store finds the address taken when inserting.
  const passwordHash = await context.passwords.hash(body.password);
  const answer = {requestHash, status: 201, body: createdAnswerBody()};
  const result = await context.store.createAccount(
    newAccount(body, passwordHash, signupOrigin, language),
    context.now(),
    key === null ? null : {scope: SCOPE, key, answer},
  );
  if (result.kind === 'replay') return replayOf(result.answer);
  // In the background: storing the link would make the two answers' timing differ. The link and the
  // welcome mail carrying it commit together (issue 55). The notice about a taken address is in the
  // language of the account that has it.
  const queueMail = () =>
    context.store.inOneTransaction(async (tx) => {
      const message =
        result.kind === 'created'
          ? welcomeMail(language, context.publicUrl(), await newConfirmationLink(context, result.user, tx))
          : addressTakenMail(
              (await tx.findAccountByEmail(body.email))?.language ?? language,
              context.publicUrl(),
            );
      await queueMessage(tx, {to: body.email, ...(await message)}, context.now(), 'a sign-up mail');
    });
  context.background.track(
    queueMail()
      .then(() => context.mailSender.wake())
      .catch((error: unknown) => {
        console.error('Sign-up mail was not written:', error instanceof Error ? error.message : error);
      }),
  );
  return result.kind === 'created' ? {kind: 'created'} : {kind: 'duplicate-email'};
}
