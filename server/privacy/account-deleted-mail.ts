// The last mail to a deleted account's address (issue 24): our words only, so a deletion the owner did not
// make (a stolen password, or staff acting on a forged letter) is noticed; in the account's language.
import {type Language, mailsAccountBook} from '../../core/i18n/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailContent} from '../mail/mailer.ts';

/** Who asked: the owner on their profile, staff for a written request, or the daily clean-up. */
export type DeletionReason = 'owner' | 'staff' | 'retention';

const WHY = {
  owner: 'deletedByOwner',
  staff: 'deletedByStaff',
  retention: 'deletedByRetention',
} as const satisfies Record<DeletionReason, string>;

/** Tells the former owner their account is gone, and what stayed without their name. */
export async function accountDeletedMail(
  reason: DeletionReason,
  publicUrl: string,
  language: Language,
): Promise<MailContent> {
  const words = await mailWords(mailsAccountBook, language);
  return {
    language,
    subject: words('deletedSubject'),
    text: [
      words('hello'),
      '',
      words(WHY[reason]),
      words('deletedWhatWent'),
      '',
      reason === 'retention'
        ? words('deletedWelcomeBack', {link: `${publicUrl}/sign-up`})
        : words('deletedNotYou'),
      '',
      words('signature'),
    ].join('\n'),
  };
}
