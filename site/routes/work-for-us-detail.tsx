// Route /work-for-us-detail: the work events table.
import {EventsPage} from '../features/accounts/pages/events-page.tsx';

export default function WorkForUsDetailRoute() {
  return <EventsPage type="work" />;
}
