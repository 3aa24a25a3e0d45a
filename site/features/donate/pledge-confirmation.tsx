// After "Give now": the reference, the PayNow QR that carries it and the amount, the bank details with the
// reference for the comments, and the online ways with the reference. Focus moves to the heading, so a
// screen reader hears the reference first. The three ways are plain blocks under headings, not regions:
// the donate section's own PayNow and bank regions already carry those names.
import {css} from 'goober';
import {getDefaultStore} from 'jotai/vanilla';
import {useEffect, useRef} from 'react';
import {showToast} from '../../../core/atoms/index.ts';
import {giftProjectTitle, type PledgedGift, type PublicConfig} from '../../../core/data/index.ts';
import {
  copyText,
  DONATE_WORDS,
  paymentMethods,
  pledgeMailNote,
  pledgeSummary,
  qrLabel,
} from '../../../core/donate/index.ts';
import {toCents} from '../../../core/format/index.ts';
import {donateBook, fill, type Translator} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {Button} from '../../ui/button.tsx';
import {giftProjectTitleIn} from '../../ui/gift-donor-fields.tsx';
import {colors} from '../../ui/theme.ts';
import {BankTransfer} from './bank-transfer.tsx';
import {PaymentMethods} from './payment-methods.tsx';
import {QrImage} from './qr-image.tsx';

async function copyReference(reference: string, t: Translator) {
  const copied = await copyText(reference);
  showToast(
    getDefaultStore(),
    copied
      ? {kind: 'success', text: fill(t(DONATE_WORDS.referenceCopied), {reference})}
      : {kind: 'error', text: t(DONATE_WORDS.copyFailed)},
  );
}

export function PledgeConfirmation({
  gift,
  config,
  onAgain,
}: {
  gift: PledgedGift;
  config: PublicConfig;
  onAgain: () => void;
}) {
  const t = pageTranslator(donateBook);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const cents = toCents(gift.amount);
  const qrText = qrLabel(config.paynow, cents, t, gift.reference);
  const project = giftProjectTitleIn(gift.project, giftProjectTitle(gift.project));
  const block = css`display: grid; gap: 12px; align-content: start;`;
  return (
    <div className={css`display: grid; gap: 24px;`} data-pledge-reference={gift.reference}>
      <div className={block}>
        <h4 ref={heading} tabIndex={-1} className={css`margin: 0; font-size: 1.25rem;`}>
          {pledgeSummary(cents, project, t)}
        </h4>
        <p className={css`margin: 0;`}>
          {t(DONATE_WORDS.referenceIntro)}
          {/* On a line of its own and never broken: it is typed into a banking app character by character. */}
          <strong
            className={css`display: block; white-space: nowrap; font-size: 1.5rem; letter-spacing: 0.06em; color: ${colors.greenDark};`}
          >
            {gift.reference}
          </strong>
        </p>
        <p className={css`margin: 0;`}>{t(DONATE_WORDS.putReference)}</p>
        <div>
          <Button variant="secondary" onClick={() => copyReference(gift.reference, t)}>
            {t(DONATE_WORDS.copyReference)}
          </Button>
        </div>
      </div>
      <div
        className={css`display: grid; gap: 24px; @media (min-width: 900px) { grid-template-columns: repeat(3, minmax(0, 1fr)); }`}
      >
        <div className={block}>
          <h5 className={css`margin: 0; font-size: 1.1rem;`}>{t(DONATE_WORDS.paynowTitle)}</h5>
          <QrImage payload={gift.paynowPayload} label={qrText} data-pledge-qr="" />
          <p className={css`margin: 0;`}>{t(DONATE_WORDS.paynowAmountFixed)}</p>
        </div>
        <div className={block}>
          <h5 className={css`margin: 0; font-size: 1.1rem;`}>{t(DONATE_WORDS.bankTitle)}</h5>
          <BankTransfer bank={config.bank} reference={gift.reference} />
        </div>
        {/* Without a configured checkout there is nothing to pay online with; PayNow and bank are right here. */}
        {paymentMethods(config.checkout).some((method) => method.url) && (
          <div className={block}>
            <h5 className={css`margin: 0; font-size: 1.1rem;`}>{t(DONATE_WORDS.onlineTitle)}</h5>
            <PaymentMethods checkout={config.checkout} reference={gift.reference} />
          </div>
        )}
      </div>
      <p className={css`margin: 0;`}>
        {pledgeMailNote(gift, t)} {t(DONATE_WORDS.receiptLater)}
      </p>
      <div>
        <Button variant="secondary" onClick={onAgain}>
          {t(DONATE_WORDS.giveAgain)}
        </Button>
      </div>
    </div>
  );
}
