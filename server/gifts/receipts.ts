// Receipts for received gifts: the PDF's facts from the gift and configuration, and the receipt mail. The
// mail's text carries nothing the donor typed; the name is on the PDF, which only a gift that really
// arrived (money in the foundation's account, or staff recording it) can cause to be sent.
import {FOUNDATION} from '../../core/data/index.ts';
import {formatCents} from '../../core/format/index.ts';
import type {AppDeps} from '../app-deps.ts';
import type {Gift} from '../db/gift-store.ts';
import {type Issuer, receiptPdf} from './receipt-pdf.ts';

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

/** The receipt PDF of a received (or since voided) gift that has a receipt number. */
export function giftReceiptPdf(config: AppDeps['config'], gift: Gift): Promise<Uint8Array> {
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
  });
}

/** Mails the receipt of a gift just received; a failure is logged (the gift stays received). */
export async function sendReceiptMail(deps: AppDeps, gift: Gift): Promise<void> {
  // A deleted account's gifts keep no address (issue 24): the receipt is the console's download only.
  if (gift.email === '') return;
  try {
    const pdf = await giftReceiptPdf(deps.config, gift);
    await deps.mailer.send({
      to: gift.email,
      subject: `Your receipt ${gift.receiptNumber} from The Nard Foundation`,
      text: [
        'Hello,',
        '',
        `Your gift of ${formatCents(gift.receivedCents ?? gift.amountCents)} (reference ${gift.reference}) has reached us. Thank you.`,
        `Your receipt ${gift.receiptNumber} is attached as a PDF.`,
        gift.taxIdMasked
          ? 'We report the gift to IRAS, so its tax deduction is included in your tax assessment automatically.'
          : 'No ID number was given with this gift, so no tax deduction is claimed for it.',
        '',
        'The Nard Foundation',
      ].join('\n'),
      attachments: [
        {filename: `${gift.receiptNumber}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf'},
      ],
    });
  } catch (error) {
    console.error(`gifts: the receipt mail for gift ${gift.id} failed`, error);
  }
}
