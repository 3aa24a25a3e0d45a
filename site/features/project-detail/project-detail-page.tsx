// /projects/:id: one project's story, what trainees learn there and how to help.
import {css} from 'goober';
import {useParams} from 'wouter';
import {Card} from '../../ui/card.tsx';
import {CoffeeIllustration} from '../../ui/illustrations/coffee.tsx';
import {FarmIllustration} from '../../ui/illustrations/farm.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {storyFor} from './project-stories.ts';

export function ProjectDetailPage() {
  const params = useParams<{id: string}>();
  const story = storyFor(params.id);
  return (
    <>
      <PageHeading
        title={story.title}
        lead={story.lead}
        illustration={story.kind === 'coffee' ? <CoffeeIllustration /> : <FarmIllustration />}
      />
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
