// Route /sign-up: choose Volunteer or Work For Us.
import {SignUpPage} from '../features/accounts/pages/sign-up-page.tsx';

export default function SignUpRoute() {
  return <SignUpPage />;
}
