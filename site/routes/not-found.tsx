// Route for unknown paths (served as 404.html with status 404).
import {NotFoundPage} from '../features/not-found/not-found-page.tsx';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
