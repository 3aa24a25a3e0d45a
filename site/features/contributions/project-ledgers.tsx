// Every anchor project's ledger, or a loading note, or one clear message with Retry: never half the data.
import {css} from 'goober';
import {LEDGER_WORDS} from '../../../core/contributions/index.ts';
import {useLoad} from '../../lib/use-load.ts';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {Section} from '../../ui/section.tsx';
import {loadLedger} from './load-ledger.ts';
import {ProjectLedger} from './project-ledger.tsx';

export function ProjectLedgers() {
  const {state, refetch} = useLoad(loadLedger, []);
  return (
    <Section
      id="where-the-money-goes"
      title={LEDGER_WORDS.title}
      tone="white"
      intro={<p>{LEDGER_WORDS.intro}</p>}
    >
      {state.status === 'loading' && <LoadingNote text={LEDGER_WORDS.loading} />}
      {state.status === 'failed' && <LoadProblem message={LEDGER_WORDS.failed} onRetry={refetch} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p>{LEDGER_WORDS.none}</p>
        ) : (
          <div className={css`display: grid; gap: 24px;`}>
            {state.data.map((group) => (
              <ProjectLedger key={group.id} group={group} />
            ))}
          </div>
        ))}
    </Section>
  );
}
