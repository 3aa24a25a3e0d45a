// After "Give now": the reference, the PayNow QR that carries it and the amount (with "Save QR" and the steps
// for paying the UEN by hand), the bank details with the reference for the comments, and the online ways with
// the reference. The donate section's general ways step aside meanwhile (donate-section.tsx), so these are
// the only ways shown (issue 56). Focus moves to the heading, so a screen reader hears the reference first.
import {css} from 'goober';
import {useEffect, useRef} from 'react';
import {giftProjectTitle, type PublicConfig} from '../../../core/content/index.ts';
import type {PledgedGift} from '../../../core/donate/index.ts';
import {
  DONATE_WORDS,
  paymentMethods,
  pledgeMailNote,
  pledgeSummary,
  qrLabel,
} from '../../../core/donate/index.ts';
import {donateBook} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {Button} from '../../ui/button.tsx';
import {giftProjectTitleIn} from '../../ui/gift-donor-fields.tsx';
import {colors} from '../../ui/theme.ts';
import {BankTransfer} from './bank-transfer.tsx';
import {PayNowSteps} from './pay-steps.tsx';
import {PaymentMethods} from './payment-methods.tsx';
import {QrImage} from './qr-image.tsx';
import {SaveQr} from './save-qr.tsx';

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
  const cents = gift.amountCents;
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
        {/* Its copy button is in the steps below: one per thing to copy. */}
        <p className={css`margin: 0;`}>{t(DONATE_WORDS.putReference)}</p>
      </div>
      <div
        className={css`display: grid; gap: 24px; @media (min-width: 900px) { grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); }`}
      >
        <div id="pledge-paynow" className={block}>
          <h5 className={css`margin: 0; font-size: 1.1rem;`}>{t(DONATE_WORDS.paynowTitle)}</h5>
          <QrImage payload={gift.paynowPayload} label={qrText} data-pledge-qr="" />
          <p className={css`margin: 0;`}>{t(DONATE_WORDS.paynowAmountFixed)}</p>
          <SaveQr payload={gift.paynowPayload} reference={gift.reference} label={qrText} />
          <PayNowSteps paynow={config.paynow} cents={cents} reference={gift.reference} />
        </div>
        <div id="pledge-bank" className={block}>
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
