// Test support: an upcoming volunteer event made through the staff API, for tests about sign-ups and their
// mails rather than about the event itself.
import {call, type Target} from './staff-accounts.ts';

/**
 * Creates 'Harvest day' (volunteer, 2099-06-06, 5 places) as the staff member whose token is given; returns
 * its id. Throws when the API refuses.
 */
export async function newHarvestDay(target: Target, staffToken: string): Promise<string> {
  const response = await call(target, 'POST', '/api/staff/events', staffToken, {
    type: 'volunteer',
    date: '2099-06-06',
    description: 'Harvest day',
    venue: 'Nard Urban Farm, Ang Mo Kio',
    time: '9:00 am - 12:00 pm',
    task: 'Pick and pack greens',
    capacity: 5,
  });
  if (response.status !== 201) throw new Error(`creating the event answered ${response.status}`);
  return ((await response.json()) as {event: {id: string}}).event.id;
}
