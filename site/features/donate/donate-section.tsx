// The donate section (id="donate", where 'Donate Now' lands): online checkout, PayNow QR, bank transfer.
import {css} from 'goober';
import {dataOf} from '../../lib/data-of.ts';
import {useLoad} from '../../lib/use-load.ts';
import {cardClass} from '../../ui/card.tsx';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {Section} from '../../ui/section.tsx';
import {media} from '../../ui/theme.ts';
import {BankTransfer} from './bank-transfer.tsx';
import {PaymentMethods} from './payment-methods.tsx';
import {PayNowPanel} from './paynow-panel.tsx';

/** The ways to give, from GET /api/config at run time, so a change of bank details needs no rebuild. */
export function DonateSection() {
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await api.getPublicConfig({signal})).config,
    [],
  );
  return (
    <Section
      id="donate"
      title="Donate"
      tone="green"
      intro={<p>There is no minimum gift. Choose the way that suits you best.</p>}
    >
      {state.status === 'loading' && <LoadingNote text="Loading the ways to give…" />}
      {state.status === 'failed' && (
        <LoadProblem
          message="Sorry, we could not load our payment details just now. Please try again."
          onRetry={refetch}
        />
      )}
      {state.status === 'ready' && (
        <div
          className={css`display: grid; gap: 24px; ${media.desktop} { grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr); }`}
        >
          <section id="paynow" aria-labelledby="paynow-title" className={cardClass()}>
            <h3 id="paynow-title">PayNow</h3>
            <PayNowPanel paynow={state.data.paynow} />
          </section>
          <section id="bank-transfer" aria-labelledby="bank-transfer-title" className={cardClass()}>
            <h3 id="bank-transfer-title">Bank transfer</h3>
            <BankTransfer bank={state.data.bank} />
          </section>
          <section id="pay-online" aria-labelledby="pay-online-title" className={cardClass()}>
            <h3 id="pay-online-title">Card, Google Pay or Apple Pay</h3>
            <PaymentMethods checkout={state.data.checkout} />
          </section>
        </div>
      )}
    </Section>
  );
}
