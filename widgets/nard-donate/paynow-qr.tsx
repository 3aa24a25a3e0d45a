// PayNow: the amount choice, then the QR drawn here in the browser (no third party sees the payload) as a
// data: image, which a strict CSP allows through img-src data:. The encoder is a part of its own, loaded
// after the panel paints: it is the largest and slowest thing the element does, and the panel is
// readable without it (its place is kept, so nothing moves when it arrives).
import {useEffect, useState} from 'preact/hooks';
import type {PublicConfig} from '../../core/content/index.ts';
import {
  type AmountOption,
  DEFAULT_AMOUNT_OPTION,
  DONATE_WORDS,
  DONATION_PRESETS,
} from '../../core/donate/index.ts';
import {splitPlaces} from '../../core/i18n/index.ts';
import {useT} from '../shared/language.ts';
import {loadPart} from '../shared/lazy-part.ts';
import {useAfterPaint} from '../shared/use-after-paint.ts';
import {AmountChoice} from './amount-choice.tsx';
import type {QrPart} from './qr-part.ts';

/** The file beside the element's script that draws the QR. */
export const QR_PART = 'nard-donate-qr';

type Props = {paynow: PublicConfig['paynow']; initialAmount: string | null; scriptUrl: string};

// The `amount` attribute picks its preset when there is one, otherwise 'Other amount' with it typed in.
function initialChoice(amount: string | null): {option: AmountOption; typed: string} {
  if (!amount?.trim()) return {option: DEFAULT_AMOUNT_OPTION, typed: ''};
  const preset = DONATION_PRESETS.find((value) => String(value) === amount.trim());
  return preset === undefined ? {option: 'other', typed: amount} : {option: preset, typed: ''};
}

/** The amount choice, the QR for it (or a note while the typed amount is not valid) and the UEN. */
export function PayNowQr({paynow, initialAmount, scriptUrl}: Props) {
  const t = useT();
  const [choice, setChoice] = useState(() => initialChoice(initialAmount));
  useEffect(() => setChoice(initialChoice(initialAmount)), [initialAmount]);
  const [part, setPart] = useState<QrPart | null>(null);
  useAfterPaint(() => {
    loadPart<QrPart>(QR_PART, scriptUrl).then(setPart, () => undefined);
  });
  // Until the part is here there is no QR to draw, and a typed amount waits for its check.
  const cents = part ? part.chosenCents(choice.option, choice.typed) : undefined;
  let qr: {label: string; src: string} | null = null;
  try {
    qr = part && cents !== null ? part.qrImage(paynow, cents, t) : null;
  } catch {
    // A misconfigured UEN: the bank and checkout ways still work.
  }
  return (
    <section class="way" part="paynow" aria-labelledby="paynow-title">
      <h3 id="paynow-title">{t(DONATE_WORDS.paynowTitle)}</h3>
      <AmountChoice
        option={choice.option}
        onOption={(option) => setChoice((was) => ({...was, option}))}
        typed={choice.typed}
        onTyped={(typed) => setChoice((was) => ({...was, typed}))}
        error={part ? part.typedAmountError(choice.option, choice.typed) : null}
      />
      {qr ? (
        <img class="qr" part="qr" src={qr.src} alt={qr.label} width={220} height={220} />
      ) : cents === null ? (
        <p role="status" class="qr-note">
          {t(DONATE_WORDS.typeAmountFirst)}
        </p>
      ) : (
        <div class="qr" />
      )}
      <p>
        {splitPlaces(t(DONATE_WORDS.scanHint)).map((piece, index) =>
          index % 2 === 0 ? (
            piece
          ) : piece === 'uen' ? (
            <strong key={piece} class="uen">
              {paynow.uen}
            </strong>
          ) : (
            paynow.merchantName
          ),
        )}
      </p>
    </section>
  );
}
