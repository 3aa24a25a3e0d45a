// /discover: the job-skills training programme (the 'Discover' button's target).
import {css} from 'goober';
import {COURSES, TRAINING} from '../../../core/data/index.ts';
import {Card} from '../../ui/card.tsx';
import {ToolsIllustration} from '../../ui/illustrations/tools.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';

export function DiscoverPage() {
  return (
    <>
      <PageHeading
        title="Job-skills training"
        lead="We teach skills that lead to real jobs. There is no training fee."
        illustration={<ToolsIllustration />}
      />
      <Section title="How the training works">
        <ol
          className={css`display: grid; gap: 16px; padding: 0; list-style: none; @media (min-width: 700px) { grid-template-columns: 1fr 1fr 1fr; }`}
        >
          <Card as="li">
            <h3>1. A {TRAINING.trialMonths}-month trial</h3>
            <p>You try the work and learn the basics.</p>
            <p>You receive an allowance during the trial.</p>
          </Card>
          <Card as="li">
            <h3>2. A {TRAINING.internshipMonths}-month internship</h3>
            <p>You work with one of our industrial partners.</p>
            <p>You learn on the job, with a mentor beside you.</p>
          </Card>
          <Card as="li">
            <h3>3. No training fee</h3>
            <p>The training is free for every trainee.</p>
            <p>Donors and partners pay for it.</p>
          </Card>
        </ol>
      </Section>
      <Section title="Our courses" tone="white">
        <ul
          className={css`display: grid; gap: 12px; padding: 0; list-style: none; @media (min-width: 700px) { grid-template-columns: 1fr 1fr; }`}
        >
          {COURSES.map((course) => (
            <Card as="li" tone="green" key={course}>
              <strong>{course}</strong>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="Ready to start?">
        <p>Fill in a short form. We will call you to talk about what suits you.</p>
        <LinkButton href="/work-for-us">Apply to Work For Us</LinkButton>
      </Section>
    </>
  );
}
