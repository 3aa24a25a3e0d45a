// Confirming that an account's e-mail address belongs to the person who made the account (issue 19 #1).
// Anyone can type any address into the application form, so until the owner opens the link we mailed,
// the account gets no mail beyond the welcome and cannot sign up for events (whose mails would go to a
// stranger). The link holds a 256-bit single-use token in the URL fragment, which never reaches a server
// log or a Referer; only its SHA-256 is stored.
import {type BookKey, type Language, mailsAccountBook, type Words} from '../../core/i18n/index.ts';
import type {MailBudget} from '../mail/mail-budget.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailContent} from '../mail/mailer.ts';
import {queueMessage} from '../mail/queued-mailer.ts';
import type {RateLimiter} from '../middleware/rate-limit.ts';
import {hashOpaqueToken, newOpaqueToken} from '../security/opaque-token.ts';
import type {AuthContext} from './auth-context.ts';
import type {AccountStore, EmailLinkOutcome, PublicUser} from './store/account-store.ts';

/** How long a confirmation link works. */
export const EMAIL_LINK_DAYS = 7;
const DAY_MS = 86_400_000;

/** The link in the mail: /confirm-email with the token in the fragment. */
export function confirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email#token=${token}`;
}

/** The lines every confirmation link is mailed with (the welcome mail and a new link alike). */
export function confirmationLines(words: Words<BookKey<typeof mailsAccountBook>>, link: string): string[] {
  return [words('confirmAsk'), '', link, '', words('confirmLinkWorks', {days: EMAIL_LINK_DAYS})];
}

/** The mail a signed-in person asks for from their profile. Names nobody, echoes nothing typed. */
export async function newLinkMail(language: Language, link: string): Promise<MailContent> {
  const words = await mailWords(mailsAccountBook, language);
  return {
    language,
    subject: words('confirmSubject'),
    text: [words('hello'), '', ...confirmationLines(words, link), '', words('signature')].join('\n'),
  };
}

/**
 * Stores a new link for the account's current address through `store` (a transaction's, so its mail
 * commits with it) and answers its URL.
 */
export async function newConfirmationLink(
  context: AuthContext,
  user: Pick<PublicUser, 'id' | 'email'>,
  store: Pick<AccountStore, 'createEmailLink'> = context.store,
): Promise<string> {
  const token = newOpaqueToken();
  const now = context.now();
  await store.createEmailLink(
    {
      userId: user.id,
      email: user.email,
      tokenHash: hashOpaqueToken(token),
      expiresAt: now + EMAIL_LINK_DAYS * DAY_MS,
    },
    now,
  );
  return confirmationLink(context.publicUrl(), token);
}

/** What asking for a new link came to. `limited`: this account asked too often today. */
export type NewLinkResult =
  | {kind: 'sent'}
  | {kind: 'already-confirmed'}
  | {kind: 'limited'; retryAfterSeconds: number}
  | {kind: 'not-sent'};

/** Mails a new link to the signed-in person's address, within the account's and the address's limits. */
export async function sendNewConfirmationLink(
  context: AuthContext,
  limits: {perAccount: RateLimiter; budget: MailBudget},
  user: PublicUser,
): Promise<NewLinkResult> {
  if (user.emailConfirmed) return {kind: 'already-confirmed'};
  const decision = await limits.perAccount.hit(user.id);
  if (!decision.allowed) return {kind: 'limited', retryAfterSeconds: decision.retryAfterSeconds};
  if (!(await limits.budget(user.email))) return {kind: 'not-sent'};
  // The link and its mail commit together (issue 55); the outbox sends it, the answer does not wait.
  await context.store.inOneTransaction(async (tx) => {
    const link = await newConfirmationLink(context, user, tx);
    const mail = {to: user.email, ...(await newLinkMail(user.language, link))};
    await queueMessage(tx, mail, context.now(), 'a confirmation link');
  });
  context.mailSender.wake();
  return {kind: 'sent'};
}

/**
 * Opens a link: 'confirmed' once; 'changed' for a change link that moved the account; 'taken' when another
 * account has its address by now; 'dead' when unknown, used, expired or for an address since changed.
 */
export function confirmEmail(context: AuthContext, token: string): Promise<EmailLinkOutcome> {
  return context.store.confirmEmail(hashOpaqueToken(token), context.now());
}
