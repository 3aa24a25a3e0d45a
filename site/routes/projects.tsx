// Route /projects.
import {ProjectsPage} from '../features/projects/projects-page.tsx';

export default function ProjectsRoute() {
  return <ProjectsPage />;
}
