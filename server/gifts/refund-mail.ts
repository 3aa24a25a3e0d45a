// The mail to a donor whose gift was refunded (issue 55): the money went back and the receipt is cancelled,
// so the donor does not claim a deduction IRAS will take off. Only our words: the staff's reason stays in
// the console, as it may name things the donor did not write.
import {formatCents} from '../../core/format/index.ts';
import {type Language, mailsGiftsBook} from '../../core/i18n/index.ts';
import type {AppDeps} from '../app-deps.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailContent} from '../mail/mailer.ts';
import {readerLanguage} from './receipts.ts';
import type {Gift} from './store/gift-store.ts';
import type {GiftStores} from './store/gift-stores.ts';

/** The refund mail of `gift`, in `language`. */
export async function refundMail(gift: Gift, language: Language, phone: string): Promise<MailContent> {
  const words = await mailWords(mailsGiftsBook, language);
  return {
    language,
    subject: words('refundSubject', {reference: gift.reference}),
    text: [
      words('hello'),
      '',
      words('refundDone', {
        amount: formatCents(gift.receivedCents ?? gift.amountCents),
        reference: gift.reference,
      }),
      words('refundReceiptCancelled', {receipt: gift.receiptNumber ?? ''}),
      ...(gift.taxIdMasked ? [words('refundTaxCorrected')] : []),
      words('refundQuestions', {phone}),
      '',
      words('signature'),
    ].join('\n'),
  };
}

/** Mails the donor of a gift just refunded; a failure is logged (the refund stands). */
export async function sendRefundMail(deps: AppDeps<GiftStores>, gift: Gift): Promise<void> {
  if (gift.email === '') return;
  try {
    const language = await readerLanguage(deps, gift);
    const phone = deps.config.publicConfig.foundationPhone;
    await deps.mailer.send({to: gift.email, ...(await refundMail(gift, language, phone))});
  } catch (error) {
    console.error(`gifts: the refund mail for gift ${gift.id} failed`, error);
  }
}
