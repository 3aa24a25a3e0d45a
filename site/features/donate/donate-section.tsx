// The donate section (id="donate", where 'Donate Now' lands): online checkout, PayNow QR, bank transfer.
import {css} from 'goober';
import {Button} from '../../ui/button.tsx';
import {cardClass} from '../../ui/card.tsx';
import {Section} from '../../ui/section.tsx';
import {colors, media} from '../../ui/theme.ts';
import {BankTransfer} from './bank-transfer.tsx';
import {PaymentMethods} from './payment-methods.tsx';
import {PayNowPanel} from './paynow-panel.tsx';
import {usePublicConfig} from './use-public-config.ts';

export function DonateSection() {
  const {state, retry} = usePublicConfig();
  return (
    <Section
      id="donate"
      title="Donate"
      tone="green"
      intro={<p>There is no minimum gift. Choose the way that suits you best.</p>}
    >
      {state.status === 'loading' && (
        <p role="status" className={css`min-height: 6rem;`}>
          Loading the ways to give…
        </p>
      )}
      {state.status === 'failed' && (
        <div role="alert" className={css`display: grid; gap: 12px; justify-items: start;`}>
          <p className={css`margin: 0; color: ${colors.ink};`}>
            Sorry, we could not load our payment details just now. Please try again.
          </p>
          <Button variant="secondary" onClick={retry}>
            Retry
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <div
          className={css`display: grid; gap: 24px; ${media.desktop} { grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr); }`}
        >
          <section id="paynow" aria-labelledby="paynow-title" className={cardClass()}>
            <h3 id="paynow-title">PayNow</h3>
            <PayNowPanel paynow={state.config.paynow} />
          </section>
          <section id="bank-transfer" aria-labelledby="bank-transfer-title" className={cardClass()}>
            <h3 id="bank-transfer-title">Bank transfer</h3>
            <BankTransfer bank={state.config.bank} />
          </section>
          <section id="pay-online" aria-labelledby="pay-online-title" className={cardClass()}>
            <h3 id="pay-online-title">Card, Google Pay or Apple Pay</h3>
            <PaymentMethods checkout={state.config.checkout} />
          </section>
        </div>
      )}
    </Section>
  );
}
