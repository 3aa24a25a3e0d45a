// Route /work-for-us-detail: the work events table.
import {EventsPage} from '../features/events/events-page.tsx';

export default function WorkForUsDetailRoute() {
  return <EventsPage type="work" />;
}
