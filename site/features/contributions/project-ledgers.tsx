// Every anchor project's ledger, or a loading note, or one clear message with Retry: never half the data.
import {css} from 'goober';
import {useFigures} from '../../lib/use-figures.ts';
import {LoadingNote, LoadProblem} from '../../ui/load-problem.tsx';
import {Section} from '../../ui/section.tsx';
import {ProjectLedger} from './project-ledger.tsx';

export function ProjectLedgers() {
  const {state, retry} = useFigures();
  return (
    <Section
      id="where-the-money-goes"
      title="Where the money comes from and goes"
      tone="white"
      intro={
        <p>
          Every gift and every expense is listed below by project. Open a list to see each line, and download
          it if you want to check our sums yourself.
        </p>
      }
    >
      {state.status === 'loading' && <LoadingNote text="Loading the contributions and expenditures…" />}
      {state.status === 'failed' && (
        <LoadProblem
          message="Sorry, we could not load the contributions and expenditures just now. Please check your connection and try again."
          onRetry={retry}
        />
      )}
      {state.status === 'ready' &&
        (state.data.projects.length === 0 ? (
          <p>No contributions or expenses have been published yet.</p>
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
