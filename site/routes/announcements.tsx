// Route /announcements.
import {AnnouncementsPage} from '../features/announcements/announcements-page.tsx';

export default function AnnouncementsRoute() {
  return <AnnouncementsPage />;
}
