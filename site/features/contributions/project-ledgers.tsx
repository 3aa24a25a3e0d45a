// Every anchor project's ledger, or a loading note, or one clear message with Retry: never half the data.
import {css} from 'goober';
import {LEDGER_WORDS} from '../../../core/contributions/index.ts';
import {useFigures} from '../../lib/use-figures.ts';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {Section} from '../../ui/section.tsx';
import {ProjectLedger} from './project-ledger.tsx';

export function ProjectLedgers() {
  const {state, retry} = useFigures();
  return (
    <Section
      id="where-the-money-goes"
      title={LEDGER_WORDS.title}
      tone="white"
      intro={<p>{LEDGER_WORDS.intro}</p>}
    >
      {state.status === 'loading' && <LoadingNote text={LEDGER_WORDS.loading} />}
      {state.status === 'failed' && <LoadProblem message={LEDGER_WORDS.failed} onRetry={retry} />}
      {state.status === 'ready' &&
        (state.data.projects.length === 0 ? (
          <p>{LEDGER_WORDS.none}</p>
        ) : (
          <div className={css`display: grid; gap: 24px;`}>
            {state.data.projects.map((project) => (
              <ProjectLedger key={project.id} group={project} />
            ))}
          </div>
        ))}
    </Section>
  );
}
