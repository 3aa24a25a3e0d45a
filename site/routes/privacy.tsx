// Route /privacy: the data-protection notice linked from the application form.
import {PrivacyPage} from '../features/accounts/pages/privacy-page.tsx';

export default function PrivacyRoute() {
  return <PrivacyPage />;
}
