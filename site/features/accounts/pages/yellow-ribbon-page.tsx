// /yellow-ribbon: why volunteers matter (story cards), then the volunteer application form.
import {css} from 'goober';
import {colors, media, radius, space} from '../../../ui/theme.ts';
import {ApplicationForm} from '../application/application-form.tsx';
import {pageClass} from '../shared/account-styles.ts';
import {EventsLink} from './events-link.tsx';

const STORIES = [
  {
    title: 'A second chance',
    text: 'In Singapore, the Yellow Ribbon stands for helping people who have left prison find their place again. A steady job is often the first step.',
  },
  {
    title: 'Skills that last',
    text: 'Volunteers help our trainees learn farming, coffee roasting, carting and more. You share what you know, one task at a time.',
  },
  {
    title: 'A team that cares',
    text: 'You work beside trainees, staff and partners. Many volunteers tell us they learn as much as they teach.',
  },
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
  return (
    <div className={pageClass()}>
      <section aria-labelledby="ribbon-heading">
        <h1 id="ribbon-heading">Volunteer with the Yellow Ribbon</h1>
        <ul className={cardsClass()}>
          {STORIES.map((story) => (
            <li key={story.title} className={cardClass()}>
              <h2>{story.title}</h2>
              <p>{story.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <EventsLink type="volunteer" />
      <section aria-label="Volunteer application">
        <p>You must be 18 or older to volunteer. Fill in the form and we will be in touch.</p>
        <ApplicationForm type="volunteer" />
      </section>
    </div>
  );
}
