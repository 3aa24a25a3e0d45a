// What staff read when an event edit would give out more places than the event has (issue 19 #7).
import type {PlacesRefusal} from '../store/place-store.ts';

/** "5 people would have a place, but the event has 3: ..." */
export function placesRefusalMessage({capacity, confirmed, offline}: PlacesRefusal): string {
  const taken = confirmed + offline;
  return `${taken} people would have a place, but the event has ${capacity}: ${confirmed} signed up on the site and ${offline} added by staff. Keep at least ${taken} places, or take some people off first.`;
}
