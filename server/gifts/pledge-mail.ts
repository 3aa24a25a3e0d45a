// The mail a pledge sends: how to pay, with the reference. Anyone can type any address into the gift form,
// so it carries no word the donor typed (not the name, not the ID): only the amount, our project's name,
// the reference we drew and the foundation's own payment details.
import {giftProjectTitle, type PublicConfig} from '../../core/data/index.ts';
import {bankDetailLines, PLEDGE_WORDS} from '../../core/donate/index.ts';
import {formatCents} from '../../core/format/index.ts';
import type {Gift} from '../db/gift-store.ts';

/** The pledge mail: reference, PayNow and bank transfer instructions, and what happens next. */
export function pledgeMail(gift: Gift, config: PublicConfig): {subject: string; text: string} {
  const amount = formatCents(gift.amountCents);
  return {
    subject: `Your gift reference ${gift.reference}`,
    text: [
      'Hello,',
      '',
      `Thank you for choosing to give ${amount} to ${giftProjectTitle(gift.project)} at The Nard Foundation.`,
      `${PLEDGE_WORDS.referenceLabel}: ${gift.reference}`,
      '',
      'To pay by PayNow:',
      `  Pay ${amount} to UEN ${config.paynow.uen} (${config.paynow.merchantName}),`,
      `  and put ${gift.reference} in the reference or comments.`,
      '',
      'To pay by bank transfer:',
      ...bankDetailLines(config.bank, gift.reference).map(([label, value]) => `  ${label}: ${value}`),
      `  Amount: ${amount}`,
      '',
      PLEDGE_WORDS.receiptLater,
      '',
      'Did you not ask for this? Then someone typed your address by mistake. Nothing has been charged, and you can ignore this mail.',
      '',
      'The Nard Foundation',
    ].join('\n'),
  };
}
