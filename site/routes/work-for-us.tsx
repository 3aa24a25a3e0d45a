// Route /work-for-us: the Work For Us page with the application form.
import {WorkForUsPage} from '../features/accounts/pages/work-for-us-page.tsx';

export default function WorkForUsRoute() {
  return <WorkForUsPage />;
}
