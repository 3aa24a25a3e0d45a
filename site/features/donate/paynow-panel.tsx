// PayNow: choose an amount, scan the QR (drawn in the browser), or type the UEN into the bank app.
import {css} from 'goober';
import {useMemo, useState} from 'react';
import {type PublicConfig, sampleFacts} from '../../../core/data/index.ts';
import {
  type AmountOption,
  chosenCents,
  DEFAULT_AMOUNT_OPTION,
  DONATE_WORDS,
  donationPayload,
  qrLabel,
  qrSvg,
  svgDataUri,
  typedAmountError,
} from '../../../core/donate/index.ts';
import {colors, radius} from '../../ui/theme.ts';
import {AmountChoice} from './amount-choice.tsx';

export function PayNowPanel({paynow}: {paynow: PublicConfig['paynow']}) {
  const [option, setOption] = useState<AmountOption>(DEFAULT_AMOUNT_OPTION);
  const [customText, setCustomText] = useState('');
  // cents: a number for a fixed amount, undefined for 'any', null while the typed amount is not valid.
  const cents = chosenCents(option, customText);

  const qr = useMemo(() => {
    if (cents === null) return null;
    const label = qrLabel(paynow, cents);
    return {label, src: svgDataUri(qrSvg(donationPayload(paynow, cents), {label}))};
  }, [cents, paynow]);

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
          <img
            src={qr.src}
            alt={qr.label}
            width={240}
            height={240}
            data-paynow-qr=""
            className={css`width: 240px; height: 240px; border: 1px solid ${colors.border}; border-radius: ${radius.s}; background: #fff;`}
          />
        ) : (
          <p role="status" className={css`margin: 0; min-height: 3rem;`}>
            {DONATE_WORDS.typeAmountFirst}
          </p>
        )}
        <p className={css`margin: 0;`}>
          {DONATE_WORDS.scanHint}{' '}
          <strong className={css`font-size: 1.2rem; letter-spacing: 0.05em;`}>{paynow.uen}</strong> (
          {paynow.merchantName}){sampleFacts({paynow}).uen ? '. This UEN is a sample' : ''}.
        </p>
      </div>
    </>
  );
}
