// /volunteer-page and /work-for-us-detail: a short introduction and the events table.
import type {EventType} from '../../../core/api/index.ts';
import {accountsBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {pageClass} from '../../ui/page-class.ts';
import {EventsTable} from './events-table.tsx';

// Each page's words by key (core/i18n accounts book).
const INTRO = {
  volunteer: {title: 'volunteerEventsTitle', text: 'volunteerEventsIntro'},
  work: {title: 'workEventsTitle', text: 'workEventsIntro'},
} as const;

/** One events page. */
export function EventsPage({type}: {type: EventType}) {
  const words = pageWords(accountsBook);
  const {title, text} = INTRO[type];
  return (
    <div className={pageClass()}>
      <h1>{words(title)}</h1>
      <p>{words(text)}</p>
      <EventsTable type={type} />
    </div>
  );
}
