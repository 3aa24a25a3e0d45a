// Route /yellow-ribbon: the Volunteer page with the application form.
import {YellowRibbonPage} from '../features/accounts/pages/yellow-ribbon-page.tsx';

export default function YellowRibbonRoute() {
  return <YellowRibbonPage />;
}
