// The "Give now" card of the donate section (issue 22): the pledge form, then its confirmation.
import {useState} from 'react';
import type {PledgedGift, PublicConfig} from '../../../core/data/index.ts';
import {donateBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {PledgeConfirmation} from './pledge-confirmation.tsx';
import {PledgeForm} from './pledge-form.tsx';

export function GiveNow({config}: {config: PublicConfig}) {
  const [pledged, setPledged] = useState<PledgedGift | null>(null);
  const words = pageWords(donateBook);
  return (
    <>
      <h3 id="give-now-title">{words('giveNow')}</h3>
      {pledged ? (
        <PledgeConfirmation gift={pledged} config={config} onAgain={() => setPledged(null)} />
      ) : (
        <>
          <p>{words('formIntro')}</p>
          <PledgeForm taxOffered={config.ipc !== null} onPledged={setPledged} />
        </>
      )}
    </>
  );
}
