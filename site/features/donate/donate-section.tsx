// The donate section (id="donate", where 'Donate Now' lands): online checkout, PayNow QR, bank transfer.
// Once a donor has pledged, the general QR (no reference), bank card and checkout step aside, not rendered:
// a gift paid through them could not be matched to the pledge (issue 56). "Make another gift" brings them back.
import {css} from 'goober';
import {useState} from 'react';
import type {PledgedGift} from '../../../core/donate/index.ts';
import {DONATE_WORDS} from '../../../core/donate/index.ts';
import {donateBook} from '../../../core/i18n/index.ts';
import {dataOf} from '../../lib/data-of.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {useLoad} from '../../lib/use-load.ts';
import {cardClass} from '../../ui/card.tsx';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {Section} from '../../ui/section.tsx';
import {media} from '../../ui/theme.ts';
import {BankTransfer} from './bank-transfer.tsx';
import {GiveNow} from './give-now.tsx';
import {PaymentMethods} from './payment-methods.tsx';
import {PayNowPanel} from './paynow-panel.tsx';

/** The ways to give, from GET /api/config at run time, so a change of bank details needs no rebuild. */
export function DonateSection() {
  const t = pageTranslator(donateBook);
  const [pledged, setPledged] = useState<PledgedGift | null>(null);
  const {state, refetch} = useLoad(
    async (api, signal) => dataOf(await api.getPublicConfig({signal})).config,
    [],
  );
  return (
    <Section id="donate" title={t(DONATE_WORDS.title)} tone="green" intro={<p>{t(DONATE_WORDS.intro)}</p>}>
      {state.status === 'loading' && <LoadingNote text={t(DONATE_WORDS.loading)} />}
      {state.status === 'failed' && <LoadProblem message={t(DONATE_WORDS.failed)} onRetry={refetch} />}
      {state.status === 'ready' && (
        <div
          className={css`display: grid; gap: 24px; ${media.desktop} { grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr); }`}
        >
          <section
            id="give-now"
            aria-labelledby="give-now-title"
            className={`${cardClass()} ${css`${media.desktop} { grid-column: 1 / -1; }`}`}
          >
            <GiveNow config={state.data} pledged={pledged} onPledged={setPledged} />
          </section>
          {pledged === null && (
            <>
              <section id="paynow" aria-labelledby="paynow-title" className={cardClass()}>
                <h3 id="paynow-title">{t(DONATE_WORDS.paynowTitle)}</h3>
                <PayNowPanel paynow={state.data.paynow} />
              </section>
              <section id="bank-transfer" aria-labelledby="bank-transfer-title" className={cardClass()}>
                <h3 id="bank-transfer-title">{t(DONATE_WORDS.bankTitle)}</h3>
                <BankTransfer bank={state.data.bank} />
              </section>
              <section id="pay-online" aria-labelledby="pay-online-title" className={cardClass()}>
                <h3 id="pay-online-title">{t(DONATE_WORDS.onlineTitle)}</h3>
                <PaymentMethods checkout={state.data.checkout} />
              </section>
            </>
          )}
        </div>
      )}
    </Section>
  );
}
