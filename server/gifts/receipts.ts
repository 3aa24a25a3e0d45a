// Receipts for received gifts: the PDF's facts from the gift and configuration, and the receipt mail. The
// mail's text carries nothing the donor typed; the name is on the PDF, which only a gift that really
// arrived (money in the foundation's account, or staff recording it) can cause to be sent.
import {FOUNDATION} from '../../core/content/index.ts';
import {formatCents} from '../../core/format/index.ts';
import {type Language, mailsGiftsBook} from '../../core/i18n/index.ts';
import type {AppDeps} from '../app-deps.ts';
import {mailWords} from '../mail/mail-words.ts';
import type {MailContent, MailMessage} from '../mail/mailer.ts';
import {type DeductionPeriod, deductionOn} from '../receipt-settings.ts';
import {type Issuer, receiptPdf} from './receipt-pdf.ts';
import type {Gift} from './store/gift-store.ts';
import type {GiftStores} from './store/gift-stores.ts';

/** The foundation as its receipts name it: name, address, UEN, and the IPC details when set. */
export function receiptIssuer(config: AppDeps['config']): Issuer {
  const ipc = config.publicConfig.ipc;
  return {
    name: FOUNDATION.name,
    address: FOUNDATION.address,
    uen: config.publicConfig.paynow.uen,
    ipcNumber: ipc?.registration ?? null,
    ipcValidUntil: ipc?.validUntil ?? null,
  };
}

/**
 * The receipt PDF of a received (or since voided) gift that has a receipt number, with a summary in
 * `language`, the reader's (`readerLanguage`; the staff's download takes the gift's).
 */
export function giftReceiptPdf(
  config: AppDeps['config'],
  gift: Gift,
  language: Language,
): Promise<Uint8Array> {
  if (!gift.receiptNumber || !gift.receivedOn || gift.receivedCents === null) {
    throw new Error(`Gift ${gift.id} has no receipt yet.`);
  }
  return receiptPdf({
    issuer: receiptIssuer(config),
    receiptNumber: gift.receiptNumber,
    receivedOn: gift.receivedOn,
    amountCents: gift.receivedCents,
    project: gift.project,
    donorName: gift.taxName ?? gift.donorName,
    // No deduction is promised unless the foundation is an IPC now, whatever the gift once carried.
    taxId: config.publicConfig.ipc ? gift.taxIdMasked : null,
    giftReference: gift.reference,
    paidBy: gift.paidBy,
    chequeNumber: gift.chequeNumber,
    language,
    signatory: config.receiptWording.signatory,
    deduction: deductionOn(config.receiptWording.deductions, gift.receivedOn),
  });
}

/** The deduction period that covers every day of `year`, or null (a statement then names no rate). */
export function yearDeduction(config: AppDeps['config'], year: number): DeductionPeriod | null {
  const periods = config.receiptWording.deductions;
  const first = deductionOn(periods, `${year}-01-01`);
  return first !== null && first === deductionOn(periods, `${year}-12-31`) ? first : null;
}

/**
 * The receipt's covering mail, in the language of its reader: the account's when the gift's address is an
 * account's confirmed one, else the gift's (the page it was pledged on). The PDF is the English IRAS reads,
 * with a summary in this language.
 */
export async function receiptMail(gift: Gift, language: Language): Promise<MailContent> {
  const words = await mailWords(mailsGiftsBook, language);
  const receipt = gift.receiptNumber ?? '';
  return {
    language,
    subject: words('receiptSubject', {receipt}),
    text: [
      words('hello'),
      '',
      words('receiptArrived', {
        amount: formatCents(gift.receivedCents ?? gift.amountCents),
        reference: gift.reference,
      }),
      words('receiptAttached', {receipt}),
      words(gift.taxIdMasked ? 'receiptTaxReported' : 'receiptNoTax'),
      '',
      words('signature'),
    ].join('\n'),
  };
}

/** The language a gift's mails are in: its account's once the owner proved the address, else the gift's. */
export async function readerLanguage(
  deps: Pick<AppDeps<GiftStores>, 'store'>,
  gift: Pick<Gift, 'email' | 'language'>,
): Promise<Language> {
  const account = await deps.store.findAccountByEmail(gift.email);
  return account?.emailConfirmed ? account.language : gift.language;
}

/**
 * The receipt mail of a gift, made when the outbox sends it (issue 55): its words and PDF from the gift as
 * it is then, to the address the receipt was queued for; null when the gift is gone or no longer received.
 */
export async function receiptMessage(
  deps: Pick<AppDeps<GiftStores>, 'config' | 'store'>,
  giftId: string,
  to: string,
): Promise<MailMessage | null> {
  const gift = await deps.store.findGift(giftId);
  // Voided or refunded while the mail server was away: no receipt for a gift that no longer counts.
  if (!gift?.receiptNumber || gift.status !== 'received') return null;
  const language = await readerLanguage(deps, {email: to, language: gift.language});
  const pdf = await giftReceiptPdf(deps.config, gift, language);
  return {
    to,
    ...(await receiptMail(gift, language)),
    attachments: [
      {filename: `${gift.receiptNumber}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf'},
    ],
  };
}
