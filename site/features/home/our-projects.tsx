// Our Projects: how far each anchor project has come, from the ledger and its goal (computeFigures).
import {css} from 'goober';
import {
  ANCHOR_PROJECTS,
  type AnchorProjectId,
  type ProjectTotals,
  projectPagePath,
} from '../../../core/content/index.ts';
import {type BookKey, homeBook, type Words} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {FiguresBlock} from '../../ui/figures-block.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {ProjectProgress} from '../../ui/project-progress.tsx';
import {Section} from '../../ui/section.tsx';
import {TextLink} from '../../ui/text-link.tsx';

type HomeKey = BookKey<typeof homeBook>;

// The anchor projects' titles (core/content ANCHOR_PROJECTS), by id.
const TITLE_KEYS = {
  'urban-farming': 'projectUrbanFarming',
  'coffee-roastery': 'projectCoffeeRoastery',
  carting: 'projectCarting',
  education: 'projectEducation',
} as const satisfies Record<AnchorProjectId, HomeKey>;

/** A project's title in the page's language, unless staff renamed it: their title is shown as they wrote it. */
function titleIn(words: Words<HomeKey>, id: string, title: string): string {
  const project = ANCHOR_PROJECTS.find((candidate) => candidate.id === id);
  return project && title === project.title ? words(TITLE_KEYS[project.id]) : title;
}

// The list's shape while it loads: the four anchor projects with a goal and nothing given yet, each row
// as tall as a loaded one, so the button and the sections below do not move when the figures come. (A
// project the ledger adds beyond the four, such as the general fund once it has gifts, still adds its row.)
// Written out rather than computed: figureTotals would bring its code into the home page's first load.
const SHAPE: ProjectTotals[] = ANCHOR_PROJECTS.map(({id, title}) => ({
  id,
  title,
  contributorCount: 0,
  expenditureCount: 0,
  contributorsTotalCents: 0,
  expendituresTotalCents: 0,
  goalCents: 10_000_00,
  percent: 0,
  started: false,
}));

const listClass = css`list-style: none; padding: 0; margin: 0 0 24px; display: grid; gap: 20px; max-width: 760px;`;

function ProjectList({projects, words}: {projects: ProjectTotals[]; words: Words<HomeKey>}) {
  return (
    <ul className={listClass}>
      {projects.map((project) => (
        <li key={project.id} className={css`display: grid; gap: 4px;`}>
          <TextLink href={projectPagePath(project.id)} id={`our-${project.id}`}>
            {titleIn(words, project.id, project.title)}
          </TextLink>
          <ProjectProgress project={project} labelledBy={`our-${project.id}`} />
        </li>
      ))}
    </ul>
  );
}

export function OurProjects() {
  const words = pageWords(homeBook);
  return (
    <Section id="our-projects" title={words('ourProjectsTitle')} intro={<p>{words('ourProjectsIntro')}</p>}>
      <FiguresBlock shape={<ProjectList projects={SHAPE} words={words} />}>
        {(loaded) => <ProjectList projects={loaded.projects} words={words} />}
      </FiguresBlock>
      <LinkButton href="/projects" variant="secondary">
        {words('seeAllProjects')}
      </LinkButton>
    </Section>
  );
}
