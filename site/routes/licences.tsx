// Route /licences.
import {LicencesPage} from '../features/licences/licences-page.tsx';

export default function LicencesRoute() {
  return <LicencesPage />;
}
