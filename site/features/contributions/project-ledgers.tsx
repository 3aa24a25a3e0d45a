// Every anchor project's ledger, or a loading note, or one clear message with Retry: never half the data.
import {css} from 'goober';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {useFigures} from '../../lib/use-figures.ts';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {Section} from '../../ui/section.tsx';
import {ProjectLedger} from './project-ledger.tsx';

export function ProjectLedgers() {
  const words = pageWords(contributionsBook);
  const {state, retry} = useFigures();
  return (
    <Section
      id="where-the-money-goes"
      title={words('ledgerTitle')}
      tone="white"
      intro={<p>{words('ledgerIntro')}</p>}
    >
      {state.status === 'loading' && <LoadingNote text={words('ledgerLoading')} />}
      {state.status === 'failed' && <LoadProblem message={words('ledgerFailed')} onRetry={retry} />}
      {state.status === 'ready' &&
        (state.data.projects.length === 0 ? (
          <p>{words('ledgerNone')}</p>
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
