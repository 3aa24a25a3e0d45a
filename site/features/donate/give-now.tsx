// The "Give now" card of the donate section (issue 22): the pledge form, then its confirmation. The section
// holds the pledge, as its general ways step aside while one is shown (issue 56).

import type {PublicConfig} from '../../../core/content/index.ts';
import type {PledgedGift} from '../../../core/donate/index.ts';
import {PLEDGE_FORM_WORDS} from '../../../core/donate/index.ts';
import {donateBook} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {PledgeConfirmation} from './pledge-confirmation.tsx';
import {PledgeForm} from './pledge-form.tsx';

type GiveNowProps = {
  config: PublicConfig;
  pledged: PledgedGift | null;
  /** A pledge made, or null for "Make another gift". */
  onPledged: (gift: PledgedGift | null) => void;
};

export function GiveNow({config, pledged, onPledged}: GiveNowProps) {
  const t = pageTranslator(donateBook);
  return (
    <>
      <h3 id="give-now-title">{t(PLEDGE_FORM_WORDS.title)}</h3>
      {pledged ? (
        <PledgeConfirmation gift={pledged} config={config} onAgain={() => onPledged(null)} />
      ) : (
        <>
          <p>{t(PLEDGE_FORM_WORDS.intro)}</p>
          <PledgeForm taxOffered={config.ipc !== null} onPledged={onPledged} />
        </>
      )}
    </>
  );
}
