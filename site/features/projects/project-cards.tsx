// The project cards: every anchor project with its figures (clickable), and the 'Coming Soon' group (not).
import {css} from 'goober';
import {ANCHOR_PROJECTS, projectPagePath} from '../../../core/content/index.ts';
import {projectsBook, uiBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {useFigures} from '../../lib/use-figures.ts';
import {Card} from '../../ui/card.tsx';
import {FiguresGate} from '../../ui/figures-gate.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {ProjectProgress} from '../../ui/project-progress.tsx';
import {TextLink} from '../../ui/text-link.tsx';
import {colors} from '../../ui/theme.ts';
import {COMING_SOON, PROJECT_TITLE_KEYS} from './project-data.ts';
import {ProjectPicture} from './project-picture.tsx';

const gridClass = (wide: number) =>
  css`list-style: none; padding: 0; margin: 0 0 24px; display: grid; gap: 20px; @media (min-width: 700px) { grid-template-columns: repeat(2, 1fr); } @media (min-width: 1100px) { grid-template-columns: repeat(${wide}, 1fr); }`;

export function OpenProjects() {
  const words = pageWords(projectsBook);
  const uiWords = pageWords(uiBook);
  const {state, retry} = useFigures();
  // The cards are prerendered from the project list; only their figures wait for the API.
  return (
    <>
      {state.status === 'failed' && (
        <FiguresGate state={state} retry={retry}>
          {() => null}
        </FiguresGate>
      )}
      <ul className={gridClass(4)}>
        {ANCHOR_PROJECTS.map((project) => {
          const figures =
            state.status === 'ready' ? state.data.projects.find((row) => row.id === project.id) : undefined;
          // The title staff gave the project, when they renamed it; else ours, in the page's language.
          const renamed = figures && figures.title !== project.title ? figures.title : undefined;
          return (
            <Card as="li" key={project.id}>
              <ProjectPicture kind={project.id} />
              <h3 id={`card-${project.id}`}>
                <TextLink href={projectPagePath(project.id)}>
                  {renamed ?? words(PROJECT_TITLE_KEYS[project.id])}
                </TextLink>
              </h3>
              {figures ? (
                <ProjectProgress project={figures} labelledBy={`card-${project.id}`} />
              ) : state.status === 'loading' ? (
                <p role="status" className={css`color: ${colors.muted}; min-height: 4.5rem;`}>
                  {uiWords('loadingFigures')}
                </p>
              ) : null}
              <LinkButton href="/contributions" variant="secondary">
                {words('contribute')}
              </LinkButton>
            </Card>
          );
        })}
      </ul>
    </>
  );
}

export function ComingSoonProjects() {
  const words = pageWords(projectsBook);
  return (
    <ul className={gridClass(3)}>
      {COMING_SOON.map((project) => (
        <Card as="li" key={project.id} tone="green">
          <span
            className={css`align-self: flex-start; padding: 2px 10px; border-radius: 999px; background: ${colors.greenDark}; color: ${colors.white}; font-weight: 700;`}
          >
            {words('comingSoon')}
          </span>
          <h3>{words(project.title)}</h3>
          <p>{words(project.text)}</p>
        </Card>
      ))}
    </ul>
  );
}
