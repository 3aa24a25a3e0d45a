// /projects/:id: one project's story, what trainees learn there and how to help.
import {css} from 'goober';
import {useParams} from 'wouter';
import {ANCHOR_PROJECTS} from '../../../core/content/index.ts';
import {projectsBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {useFigures} from '../../lib/use-figures.ts';
import {Card} from '../../ui/card.tsx';
import {FiguresGate} from '../../ui/figures-gate.tsx';
import {CoffeeIllustration} from '../../ui/illustrations/coffee.tsx';
import {FarmIllustration} from '../../ui/illustrations/farm.tsx';
import {PeopleIllustration} from '../../ui/illustrations/people.tsx';
import {ToolsIllustration} from '../../ui/illustrations/tools.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {ProjectProgress} from '../../ui/project-progress.tsx';
import {Section} from '../../ui/section.tsx';
import {type ProjectStory, storyFor} from './project-stories.ts';

const ILLUSTRATIONS: Record<ProjectStory['kind'], () => React.ReactNode> = {
  farm: () => <FarmIllustration />,
  coffee: () => <CoffeeIllustration />,
  tools: () => <ToolsIllustration />,
  people: () => <PeopleIllustration />,
};

function ProjectFigures({story}: {story: ProjectStory}) {
  const words = pageWords(projectsBook);
  const {state, retry} = useFigures();
  // Our title in the page's language, unless staff renamed the project: theirs is shown as they wrote it.
  const titleOf = (title: string) =>
    ANCHOR_PROJECTS.some((project) => project.id === story.id && project.title === title)
      ? words(story.title)
      : title;
  return (
    <Section id="figures" title={words('raisedSoFar')}>
      <FiguresGate state={state} retry={retry}>
        {(figures) => {
          const project = figures.projects.find((candidate) => candidate.id === story.id);
          return project ? (
            <div className={css`max-width: 760px;`}>
              <ProjectProgress project={project} title={titleOf(project.title)} />
            </div>
          ) : (
            <p>{words('noFigures')}</p>
          );
        }}
      </FiguresGate>
    </Section>
  );
}

export function ProjectDetailPage() {
  const params = useParams<{id: string}>();
  const story = storyFor(params.id);
  const words = pageWords(projectsBook);
  return (
    <>
      <PageHeading
        title={words(story.title)}
        lead={words(story.lead)}
        illustration={ILLUSTRATIONS[story.kind]()}
      />
      <ProjectFigures story={story} />
      <Section title={words('whatWeDoHere')}>
        {story.what.map((sentence) => (
          <p key={sentence}>{words(sentence)}</p>
        ))}
      </Section>
      <Section title={words('whatTraineesLearn')} tone="white">
        <ul
          className={css`display: grid; gap: 12px; padding: 0; list-style: none; @media (min-width: 700px) { grid-template-columns: 1fr 1fr; }`}
        >
          {story.learn.map((skill) => (
            <Card as="li" tone="green" key={skill}>
              {words(skill)}
            </Card>
          ))}
        </ul>
      </Section>
      <Section title={words('howYouCanHelp')}>
        <ul>
          {story.help.map((way) => (
            <li key={way}>{words(way)}</li>
          ))}
        </ul>
        <p className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
          <LinkButton href="/contributions">{words('contribute')}</LinkButton>
          <LinkButton href="/projects" variant="secondary">
            {words('allProjects')}
          </LinkButton>
        </p>
      </Section>
    </>
  );
}
