// The PayNow QR, drawn here in the browser (no third party sees the payload) and shown as a data: image,
// which a strict CSP allows through img-src data:.
import {useEffect, useState} from 'preact/hooks';
import type {PublicConfig} from '../../core/data/index.ts';
import {
  buildPayNowPayload,
  checkDonationAmount,
  DONATION_PRESETS,
  qrSvg,
  svgDataUri,
} from '../../core/donate/index.ts';
import {formatMoney} from '../../core/format/index.ts';

type Props = {paynow: PublicConfig['paynow']; initialAmount: string | null};

/** Preset buttons, an 'Other amount' field, and the QR for the chosen amount (or an open amount). */
export function PayNowQr({paynow, initialAmount}: Props) {
  const [typed, setTyped] = useState(initialAmount ?? '');
  useEffect(() => setTyped(initialAmount ?? ''), [initialAmount]);
  const check = typed.trim() ? checkDonationAmount(typed) : null;
  const amount = check?.ok ? check.amount : undefined;
  const label = amount
    ? `PayNow QR code for a ${formatMoney(amount)} gift to ${paynow.merchantName}`
    : `PayNow QR code for a gift of any amount to ${paynow.merchantName}`;
  let src: string | null = null;
  try {
    src = svgDataUri(qrSvg(buildPayNowPayload({...paynow, amount}), {label}));
  } catch {
    // A misconfigured UEN: the bank and checkout ways still work.
  }
  return (
    <div class="way" part="paynow">
      <h3>PayNow</h3>
      <fieldset class="presets">
        <legend>Choose an amount</legend>
        {DONATION_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            class="quiet"
            aria-pressed={amount === preset}
            onClick={() => setTyped(String(preset))}
          >
            {formatMoney(preset)}
          </button>
        ))}
      </fieldset>
      <label for="amount">Other amount (SGD)</label>
      <input
        id="amount"
        inputMode="decimal"
        autoComplete="off"
        value={typed}
        aria-invalid={check && !check.ok ? 'true' : undefined}
        aria-describedby="amount-hint"
        onInput={(event) => setTyped(event.currentTarget.value)}
      />
      <p id="amount-hint" class={check && !check.ok ? 'error' : 'muted'}>
        {check && !check.ok ? check.message : 'Leave it empty to type the amount in your bank app.'}
      </p>
      {src ? <img class="qr" part="qr" src={src} alt={label} width={220} height={220} /> : null}
      <p class="muted">Scan with your banking app. The payment goes to UEN {paynow.uen}.</p>
    </div>
  );
}
