// The "Give now" card of the donate section (issue 22): the pledge form, then its confirmation.
import {useState} from 'react';
import type {PledgedGift, PublicConfig} from '../../../core/data/index.ts';
import {PLEDGE_FORM_WORDS} from '../../../core/donate/index.ts';
import {donateBook} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {PledgeConfirmation} from './pledge-confirmation.tsx';
import {PledgeForm} from './pledge-form.tsx';

export function GiveNow({config}: {config: PublicConfig}) {
  const [pledged, setPledged] = useState<PledgedGift | null>(null);
  const t = pageTranslator(donateBook);
  return (
    <>
      <h3 id="give-now-title">{t(PLEDGE_FORM_WORDS.title)}</h3>
      {pledged ? (
        <PledgeConfirmation gift={pledged} config={config} onAgain={() => setPledged(null)} />
      ) : (
        <>
          <p>{t(PLEDGE_FORM_WORDS.intro)}</p>
          <PledgeForm taxOffered={config.ipc !== null} onPledged={setPledged} />
        </>
      )}
    </>
  );
}
