// The way from the Volunteer and Work For Us pages to the events anyone may look at (issue 20): signing up
// needs an account, finding the events does not.
import {css} from 'goober';
import {LinkButton} from '../../../ui/link-button.tsx';
import {colors, radius, space} from '../../../ui/theme.ts';

const WORDS = {
  volunteer: {
    heading: 'Upcoming volunteer events',
    text: 'See what is planned and how many places are open. Log in to sign up.',
    href: '/volunteer-page',
    link: 'See the volunteer events',
  },
  work: {
    heading: 'Upcoming work and training events',
    text: 'See the shifts and training sessions planned for our trainees. Log in to sign up.',
    href: '/work-for-us-detail',
    link: 'See the work events',
  },
} as const;

/** A short panel with a link to one events table. */
export function EventsLink({type}: {type: keyof typeof WORDS}) {
  const words = WORDS[type];
  return (
    <section
      aria-labelledby={`${type}-events-link`}
      className={css`
        display: grid; gap: ${space.s}; justify-items: start; padding: ${space.l};
        background: ${colors.greenSoft}; border-radius: ${radius.m};
        & h2 { margin: 0; } & p { margin: 0; }
      `}
    >
      <h2 id={`${type}-events-link`}>{words.heading}</h2>
      <p>{words.text}</p>
      <LinkButton href={words.href} variant="secondary">
        {words.link}
      </LinkButton>
    </section>
  );
}
