// Every anchor project's ledger, or a loading note, or one clear message with Retry: never half the data.
import {css} from 'goober';
import {CONTRIBUTIONS_WORDS} from '../../../core/contributions/index.ts';
import {contributionsBook} from '../../../core/i18n/index.ts';
import {pageTranslator} from '../../lib/page-language.ts';
import {useLedgers} from '../../lib/use-figures.ts';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {Section} from '../../ui/section.tsx';
import {ProjectLedger} from './project-ledger.tsx';

export function ProjectLedgers() {
  const {state, retry} = useLedgers();
  const t = pageTranslator(contributionsBook);
  return (
    <Section
      id="where-the-money-goes"
      title={t(CONTRIBUTIONS_WORDS.title)}
      tone="white"
      intro={<p>{t(CONTRIBUTIONS_WORDS.intro)}</p>}
    >
      {state.status === 'loading' && <LoadingNote text={t(CONTRIBUTIONS_WORDS.loading)} />}
      {state.status === 'failed' && <LoadProblem message={t(CONTRIBUTIONS_WORDS.failed)} onRetry={retry} />}
      {state.status === 'ready' &&
        (state.data.projects.length === 0 ? (
          <p>{t(CONTRIBUTIONS_WORDS.none)}</p>
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
