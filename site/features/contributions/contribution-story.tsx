// The page's opening: banner, Our Goal, Why Contribution Matter?, and Details about the cause.
import {css} from 'goober';
import {cardClass} from '../../ui/card.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {media} from '../../ui/theme.ts';
import {GivingIllustration} from './giving-illustration.tsx';

const causes = [
  {
    title: 'Education for special needs',
    text: 'We teach real job skills, like growing vegetables and roasting coffee, at a pace that suits each learner. There is no training fee.',
  },
  {
    title: 'Yellow Ribbon programmes',
    text: 'In Singapore, the Yellow Ribbon stands for giving ex-offenders a second chance. We help people leaving prison learn a trade and find steady work.',
  },
  {
    title: 'Support for underprivileged groups',
    text: 'Trainees get an allowance during a two-month trial, then a six-month internship with an industry partner, so they can earn while they learn.',
  },
];

export function ContributionStory() {
  return (
    <>
      <PageHeading
        title="Contribution"
        lead="See where every dollar comes from and where it goes. Then, if you can, give."
        illustration={<GivingIllustration />}
      >
        <LinkButton href="/contributions#donate" variant="accent">
          Donate Now
        </LinkButton>
      </PageHeading>
      <Section id="our-goal" title="Our Goal">
        <p>
          We want every special-needs individual, every person coming home from prison and every family in
          need to have a skill, a job and a place in the community.
        </p>
        <p>
          Your gift pays for training, tools, seeds and coffee beans, and the allowances our trainees live on.
        </p>
      </Section>
      <Section id="why-contribution-matters" title="Why Contribution Matter?" tone="green">
        <p>
          Many of the people we train find it hard to get a first job. A few months of paid training can
          change that for good.
        </p>
        <p>
          There is no minimum gift. Some people give once; others give every month, every quarter or once a
          year. Every amount is listed below, so you can see it at work.
        </p>
      </Section>
      <Section id="the-cause" title="Details about the cause">
        <ul
          className={css`list-style: none; padding: 0; margin: 0; display: grid; gap: 20px;
            ${media.tablet} { grid-template-columns: repeat(3, 1fr); }`}
        >
          {causes.map((cause) => (
            <li key={cause.title} className={cardClass('yellow')}>
              <h3>{cause.title}</h3>
              <p>{cause.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
