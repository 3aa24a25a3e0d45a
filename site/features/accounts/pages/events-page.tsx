// /volunteer-page and /work-for-us-detail: a short introduction and the events table.
import type {EventType} from '../../../../core/api/index.ts';
import {EventsTable} from '../events/events-table.tsx';
import {pageClass} from '../shared/account-styles.ts';

const INTRO = {
  volunteer: {
    title: 'Volunteer Events',
    text: 'These are the events that need volunteers. Log in to sign up; when an event is full you can join its waiting list. Once you are logged in, tap or tab to the number signed up to see who is going: first names of those who chose to show them, and "A volunteer" for everyone else.',
  },
  work: {
    title: 'Work Events',
    text: 'These are the jobs and on-job training sessions for our trainees. Log in to sign up; when an event is full you can join its waiting list. To keep our trainees safe, only our staff see who works at each event.',
  },
} as const;

/** One events page. */
export function EventsPage({type}: {type: EventType}) {
  const {title, text} = INTRO[type];
  return (
    <div className={pageClass()}>
      <h1>{title}</h1>
      <p>{text}</p>
      <EventsTable type={type} />
    </div>
  );
}
