// Route /projects/:id.
import {ProjectDetailPage} from '../features/project-detail/project-detail-page.tsx';

export default function ProjectDetailRoute() {
  return <ProjectDetailPage />;
}
