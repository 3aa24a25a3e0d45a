// The way from the Volunteer and Work For Us pages to the events anyone may look at (issue 20): signing up
// needs an account, finding the events does not.
import {css} from 'goober';
import {accountsBook} from '../../../../core/i18n/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {LinkButton} from '../../../ui/link-button.tsx';
import {colors, radius, space} from '../../../ui/theme.ts';

// Each panel's words by key (core/i18n accounts book) and its link.
const PANELS = {
  volunteer: {
    heading: 'volunteerEventsHeading',
    text: 'volunteerEventsText',
    href: '/volunteer-page',
    link: 'volunteerEventsLink',
  },
  work: {
    heading: 'workEventsHeading',
    text: 'workEventsText',
    href: '/work-for-us-detail',
    link: 'workEventsLink',
  },
} as const;

/** A short panel with a link to one events table. */
export function EventsLink({type}: {type: keyof typeof PANELS}) {
  const words = pageWords(accountsBook);
  const panel = PANELS[type];
  return (
    <section
      aria-labelledby={`${type}-events-link`}
      className={css`
        display: grid; gap: ${space.s}; justify-items: start; padding: ${space.l};
        background: ${colors.greenSoft}; border-radius: ${radius.m};
        & h2 { margin: 0; } & p { margin: 0; }
      `}
    >
      <h2 id={`${type}-events-link`}>{words(panel.heading)}</h2>
      <p>{words(panel.text)}</p>
      <LinkButton href={panel.href} variant="secondary">
        {words(panel.link)}
      </LinkButton>
    </section>
  );
}
