// Route /discover.
import {DiscoverPage} from '../features/discover/discover-page.tsx';

export default function DiscoverRoute() {
  return <DiscoverPage />;
}
