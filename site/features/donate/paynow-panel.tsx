// PayNow: choose an amount, scan the QR (drawn in the browser), or type the UEN into the bank app.
import {css} from 'goober';
import {useState} from 'react';
import {type PublicConfig, sampleFacts} from '../../../core/content/index.ts';
import {
  type AmountOption,
  chosenCents,
  DEFAULT_AMOUNT_OPTION,
  DONATE_WORDS,
  donationPayload,
  qrLabel,
  typedAmountError,
} from '../../../core/donate/index.ts';
import {donateBook, splitPlaces} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {AmountChoice} from './amount-choice.tsx';
import {QrImage} from './qr-image.tsx';

export function PayNowPanel({paynow}: {paynow: PublicConfig['paynow']}) {
  const t = pageTranslator(donateBook);
  const [option, setOption] = useState<AmountOption>(DEFAULT_AMOUNT_OPTION);
  const [customText, setCustomText] = useState('');
  // cents: a number for a fixed amount, undefined for 'any', null while the typed amount is not valid.
  const cents = chosenCents(option, customText);

  const qr =
    cents === null ? null : {label: qrLabel(paynow, cents, t), payload: donationPayload(paynow, cents)};

  return (
    <>
      <AmountChoice
        option={option}
        onOption={setOption}
        customText={customText}
        onCustomText={setCustomText}
        customError={typedAmountError(option, customText)}
      />
      <div className={css`display: grid; gap: 12px; justify-items: start;`}>
        {qr ? (
          <QrImage payload={qr.payload} label={qr.label} data-paynow-qr="" />
        ) : (
          <p role="status" className={css`margin: 0; min-height: 3rem;`}>
            {t(DONATE_WORDS.typeAmountFirst)}
          </p>
        )}
        <p className={css`margin: 0;`}>
          {splitPlaces(
            t(sampleFacts({paynow}).uen ? DONATE_WORDS.scanHintSample : DONATE_WORDS.scanHint),
          ).map((piece, index) =>
            index % 2 === 0 ? (
              piece
            ) : piece === 'uen' ? (
              <strong key={piece} className={css`font-size: 1.2rem; letter-spacing: 0.05em;`}>
                {paynow.uen}
              </strong>
            ) : (
              paynow.merchantName
            ),
          )}
        </p>
      </div>
    </>
  );
}
