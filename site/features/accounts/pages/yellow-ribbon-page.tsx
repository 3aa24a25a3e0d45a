// /yellow-ribbon: why volunteers matter (story cards), then the volunteer application form.
import {css} from 'goober';
import {accountsBook} from '../../../../core/i18n/index.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {pageClass} from '../../../ui/page-class.ts';
import {colors, media, radius, space} from '../../../ui/theme.ts';
import {ApplicationForm} from '../application/application-form.tsx';
import {EventsLink} from './events-link.tsx';

// The story cards' words by key (core/i18n accounts book).
const STORIES = [
  {title: 'storyChanceTitle', text: 'storyChanceText'},
  {title: 'storySkillsTitle', text: 'storySkillsText'},
  {title: 'storyTeamTitle', text: 'storyTeamText'},
] as const;

const cardsClass = () => css`
  display: grid;
  gap: ${space.m};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const cardClass = () => css`
  padding: ${space.l};
  background: ${colors.yellowSoft};
  border-left: 6px solid ${colors.yellow};
  border-radius: ${radius.m};
  & p {
    margin: 0;
  }
`;

/** The Volunteer (Yellow Ribbon) page. */
export function YellowRibbonPage() {
  const words = pageWords(accountsBook);
  return (
    <div className={pageClass()}>
      <section aria-labelledby="ribbon-heading">
        <h1 id="ribbon-heading">{words('ribbonHeading')}</h1>
        <ul className={cardsClass()}>
          {STORIES.map((story) => (
            <li key={story.title} className={cardClass()}>
              <h2>{words(story.title)}</h2>
              <p>{words(story.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <EventsLink type="volunteer" />
      <section aria-label={words('ribbonApplication')}>
        <p>{words('ribbonFormNote')}</p>
        <ApplicationForm type="volunteer" />
      </section>
    </div>
  );
}
