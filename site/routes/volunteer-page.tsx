// Route /volunteer-page: the volunteer events table.
import {EventsPage} from '../features/events/events-page.tsx';

export default function VolunteerPageRoute() {
  return <EventsPage type="volunteer" />;
}
