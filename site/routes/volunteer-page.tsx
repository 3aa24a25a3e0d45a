// Route /volunteer-page: the volunteer events table.
import {EventsPage} from '../features/accounts/pages/events-page.tsx';

export default function VolunteerPageRoute() {
  return <EventsPage type="volunteer" />;
}
