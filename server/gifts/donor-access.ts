// My gifts without applying (issue 56): anyone may ask for a link to the gifts given with an address; the
// link goes to that address only, and only when gifts were given with it, so the answer is the same for
// every address and the mail reaches only the person who can open it. Opened once, within an hour, it
// starts a donor session of 12 hours that reads those gifts, their receipts and statements: nothing else
// (it is not an account, so a donor never appears among applicants).
import {createHmac} from 'node:crypto';
import {type Language, mailsGiftsBook} from '../../core/i18n/index.ts';
import type {AppDeps} from '../app-deps.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailContent} from '../mail/mailer.ts';
import {queueMessage} from '../mail/queued-mailer.ts';
import {createRateLimiter, type RateLimiter} from '../middleware/rate-limit.ts';
import {hashOpaqueToken, isOpaqueTokenShape, newOpaqueToken} from '../security/opaque-token.ts';
import type {GiftStores} from './store/gift-stores.ts';

/** How long a mailed link works. */
export const DONOR_LINK_MINUTES = 60;
/** How long a donor session reads the gifts. */
export const DONOR_SESSION_MS = 12 * 3_600_000;
/** Links an address gets a day: a stranger cannot fill someone's mailbox with them. */
export const DONOR_LINKS_PER_DAY = 3;

/** The link in the mail: /my-gifts with the token in the fragment (never in a log or a Referer). */
export function donorLink(publicUrl: string, token: string): string {
  return `${publicUrl}/my-gifts#token=${token}`;
}

/** The mail with the link, in the words of the gift's language. Names nobody, echoes nothing typed. */
export async function donorLinkMail(language: Language, link: string): Promise<MailContent> {
  const words = await mailWords(mailsGiftsBook, language);
  return {
    language,
    subject: words('donorLinkSubject'),
    text: [
      words('hello'),
      '',
      words('donorLinkAsked'),
      words('donorLinkOpen'),
      '',
      link,
      '',
      words('donorLinkWorks', {minutes: DONOR_LINK_MINUTES}),
      '',
      words('donorLinkNotYou'),
      '',
      words('signature'),
    ].join('\n'),
  };
}

/** The donor access of one app: asking for a link (limited per address) and opening one. */
export type DonorAccess = {
  /** Mails a link when gifts were given with `email` and its links for today allow; never says which. */
  requestLink(email: string): Promise<void>;
  /** Opens a mailed link: a donor session's token, or null for a dead link. */
  openLink(token: string): Promise<{sessionToken: string; email: string; expiresAt: number} | null>;
  /** The address of a live donor session's token, or null. */
  sessionEmail(token: string | undefined): Promise<string | null>;
  endSession(token: string | undefined): Promise<void>;
};

/** Builds the app's donor access; the per-address count is keyed by an HMAC, never the address. */
export function createDonorAccess(deps: AppDeps<GiftStores>): DonorAccess {
  const key = deps.config.authKeys.lookup;
  const perAddress: RateLimiter = createRateLimiter({
    name: 'donor-link',
    limit: DONOR_LINKS_PER_DAY,
    windowMs: 86_400_000,
    deps,
  });
  const subject = (email: string) => createHmac('sha256', key).update(`donor\n${email}`).digest('hex');
  return {
    async requestLink(email) {
      const gifts = await deps.store.listGiftsByEmail(email);
      if (gifts.length === 0 || !(await perAddress.hit(subject(email))).allowed) return;
      const token = newOpaqueToken();
      const now = deps.now();
      // The language of the newest gift, as its own mails were written in.
      const mail = await donorLinkMail(gifts[0]!.language, donorLink(deps.config.publicUrl, token));
      // The link and its mail commit together (issue 55); the outbox sends it.
      await deps.store.inOneTransaction(async (tx) => {
        await tx.createDonorLink(
          {tokenHash: hashOpaqueToken(token), email, expiresAt: now + DONOR_LINK_MINUTES * 60_000},
          now,
        );
        await queueMessage(tx, {to: email, ...mail}, now, 'a donor link mail');
      });
      deps.mailSender.wake();
    },
    async openLink(token) {
      if (!isOpaqueTokenShape(token)) return null;
      const sessionToken = newOpaqueToken();
      const now = deps.now();
      const expiresAt = now + DONOR_SESSION_MS;
      const opened = await deps.store.openDonorLink(
        hashOpaqueToken(token),
        {tokenHash: hashOpaqueToken(sessionToken), expiresAt},
        now,
      );
      return opened ? {sessionToken, email: opened.email, expiresAt} : null;
    },
    async sessionEmail(token) {
      if (!isOpaqueTokenShape(token)) return null;
      return (await deps.store.findDonorSession(hashOpaqueToken(token), deps.now()))?.email ?? null;
    },
    async endSession(token) {
      if (isOpaqueTokenShape(token)) await deps.store.endDonorSession(hashOpaqueToken(token), deps.now());
    },
  };
}
