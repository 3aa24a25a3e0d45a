// /projects/:id: one project's story, what trainees learn there and how to help.
import {css} from 'goober';
import {useParams} from 'wouter';
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
  const {state, retry} = useFigures();
  return (
    <Section id="figures" title="Raised so far">
      <FiguresGate state={state} retry={retry}>
        {(figures) => {
          const project = figures.projects.find((candidate) => candidate.id === story.id);
          return project ? (
            <div className={css`max-width: 760px;`}>
              <ProjectProgress project={project} title={project.title} />
            </div>
          ) : (
            <p>This project has no figures published yet.</p>
          );
        }}
      </FiguresGate>
    </Section>
  );
}

export function ProjectDetailPage() {
  const params = useParams<{id: string}>();
  const story = storyFor(params.id);
  return (
    <>
      <PageHeading title={story.title} lead={story.lead} illustration={ILLUSTRATIONS[story.kind]()} />
      <ProjectFigures story={story} />
      <Section title="What we do here">
        {story.what.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </Section>
      <Section title="What trainees learn" tone="white">
        <ul
          className={css`display: grid; gap: 12px; padding: 0; list-style: none; @media (min-width: 700px) { grid-template-columns: 1fr 1fr; }`}
        >
          {story.learn.map((skill) => (
            <Card as="li" tone="green" key={skill}>
              {skill}
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="How you can help">
        <ul>
          {story.help.map((way) => (
            <li key={way}>{way}</li>
          ))}
        </ul>
        <p className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
          <LinkButton href="/contributions">Contribute</LinkButton>
          <LinkButton href="/projects" variant="secondary">
            All projects
          </LinkButton>
        </p>
      </Section>
    </>
  );
}
