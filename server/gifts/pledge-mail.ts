// The mail a pledge sends: how to pay, with the reference. Anyone can type any address into the gift form,
// so it carries no word the donor typed (not the name, not the ID): only the amount, our project's name,
// the reference we drew and the foundation's own payment details; in the language the gift was pledged in.
import type {PublicConfig} from '../../core/content/index.ts';
import {formatCents} from '../../core/format/index.ts';
import {type BookKey, mailsGiftsBook, type Words} from '../../core/i18n/index.ts';
import type {GiftProject} from '../../core/rules/index.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailContent} from '../mail/mailer.ts';
import type {Gift} from './store/gift-store.ts';

type GiftWords = Words<BookKey<typeof mailsGiftsBook>>;

/** Each gift project's name in the book (the English is core/content's `giftProjectTitle`). */
export const PROJECT_KEYS = {
  general: 'projectGeneral',
  'urban-farming': 'projectUrbanFarming',
  'coffee-roastery': 'projectCoffeeRoastery',
  carting: 'projectCarting',
  education: 'projectEducation',
} as const satisfies Record<GiftProject, BookKey<typeof mailsGiftsBook>>;

/** A gift project's name in the reader's language; an id we do not know (an old row) as it is. */
export function projectName(words: GiftWords, project: string): string {
  const key = PROJECT_KEYS[project as GiftProject] as BookKey<typeof mailsGiftsBook> | undefined;
  return key ? words(key) : project;
}

const indented = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');

/** The bank transfer's lines, in the order the donate panel lists them (core/donate `bankDetailLines`). */
function bankLines(
  words: GiftWords,
  bank: PublicConfig['bank'],
  reference: string,
  amount: string,
): string[] {
  return [
    words('bankName', {value: bank.bankName}),
    words('bankAccountNumber', {value: bank.accountNumber}),
    words('bankBeneficiary', {value: bank.beneficiaryName}),
    words('bankCode', {value: bank.bankCode}),
    words('bankReference', {value: reference}),
    words('bankAmount', {value: amount}),
  ].map(indented);
}

/** The pledge mail: reference, PayNow and bank transfer instructions, and what happens next. */
export async function pledgeMail(gift: Gift, config: PublicConfig): Promise<MailContent> {
  const words = await mailWords(mailsGiftsBook, gift.language);
  const amount = formatCents(gift.amountCents);
  const {reference} = gift;
  return {
    language: gift.language,
    subject: words('pledgeSubject', {reference}),
    text: [
      words('hello'),
      '',
      words('pledgeThanks', {amount, project: projectName(words, gift.project)}),
      words('pledgeReference', {reference}),
      '',
      words('payNowHeading'),
      indented(
        words('payNowSteps', {
          amount,
          uen: config.paynow.uen,
          merchant: config.paynow.merchantName,
          reference,
        }),
      ),
      '',
      words('bankHeading'),
      ...bankLines(words, config.bank, reference, amount),
      '',
      words('receiptLater'),
      '',
      words('pledgeNotYou'),
      '',
      words('signature'),
    ].join('\n'),
  };
}
