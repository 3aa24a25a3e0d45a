// PayNow: choose an amount, scan the QR (drawn in the browser), or type the UEN into the bank app.
import {css} from 'goober';
import {useMemo, useState} from 'react';
import {type PublicConfig, sampleFacts} from '../../../core/data/index.ts';
import {checkDonationAmount, qrSvg, svgDataUri} from '../../../core/donate/index.ts';
import {formatCents} from '../../../core/format/index.ts';
import {colors, radius} from '../../ui/theme.ts';
import {AmountChoice, type AmountOption} from './amount-choice.tsx';
import {donationPayload} from './donation-payload.ts';

const DEFAULT_OPTION: AmountOption = 50;

export function PayNowPanel({paynow}: {paynow: PublicConfig['paynow']}) {
  const [option, setOption] = useState<AmountOption>(DEFAULT_OPTION);
  const [customText, setCustomText] = useState('');
  const custom = checkDonationAmount(customText);

  // cents: a number for a fixed amount, undefined for 'any', null while the typed amount is not valid.
  let cents: number | undefined | null;
  if (option === 'any') cents = undefined;
  else if (option === 'other') cents = custom.ok ? custom.cents : null;
  else cents = option * 100;

  const qr = useMemo(() => {
    if (cents === null) return null;
    const amountWords = cents === undefined ? 'any amount' : formatCents(cents);
    const label = `PayNow QR code: ${amountWords} to ${paynow.merchantName}, UEN ${paynow.uen}`;
    return {label, src: svgDataUri(qrSvg(donationPayload(paynow, cents), {label}))};
  }, [cents, paynow]);

  return (
    <>
      <AmountChoice
        option={option}
        onOption={setOption}
        customText={customText}
        onCustomText={setCustomText}
        customError={customText.trim() !== '' && !custom.ok ? custom.message : null}
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
            Type an amount above to see the QR code.
          </p>
        )}
        <p className={css`margin: 0;`}>
          Scan with your banking app. Or choose PayNow to a UEN and enter{' '}
          <strong className={css`font-size: 1.2rem; letter-spacing: 0.05em;`}>{paynow.uen}</strong> (
          {paynow.merchantName}){sampleFacts({paynow}).uen ? '. This UEN is a sample' : ''}.
        </p>
      </div>
    </>
  );
}
