// An event as the API sends it: what staff set, a row of the public tables, the volunteer with no name.

import type {ContentTranslations} from '../content/content-in.ts';

/** Which events table: volunteering or work. */
export type EventType = 'volunteer' | 'work';

/** What staff set on an event (the admin import's columns and the staff API's fields). */
export type EventFields = {
  type: EventType;
  date: string;
  description: string;
  venue: string;
  time: string;
  task: string;
  /** Names the spec's sample shows under 'Volunteers Needed'. */
  needed: string[];
  /** Names signed up offline (paper, phone), recorded by staff; online sign-ups are added to them. */
  signedUp: string[];
  ojtHours: number;
  ojtTotal: number;
  /** At most this many people take part; more join a waiting list. */
  capacity: number;
  /** Listed in both tables: volunteers and Work For Us applicants may sign up. */
  openToBoth: boolean;
  /** The description and task in other languages (decision 032); absent when staff gave none. */
  translations?: ContentTranslations<'events'>;
};

/** An event as staff read it (the offline names only in `signedUp`), with its places. */
export type EventRow = EventFields & {
  id: string;
  /** Places not yet taken (never below 0). */
  placesLeft: number;
  /** People on the waiting list. */
  waitingCount: number;
};

/**
 * A row of the public volunteer or work events table: the same bytes for everyone, so no names at all
 * (issue 19 #16). Signed-in people may ask for the names on volunteer events (EventNamesAnswer).
 */
export type PublicEvent = Omit<EventRow, 'needed' | 'signedUp'> & {
  /** Places taken: confirmed sign-ups and the names staff added. */
  signedUpCount: number;
};

/** The word a person is listed by when they have not chosen to show their first name. */
export const UNNAMED_VOLUNTEER = 'A volunteer';
