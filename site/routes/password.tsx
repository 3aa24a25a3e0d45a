// Route /password.
import {PasswordPage} from '../features/password/password-page.tsx';

export default function PasswordRoute() {
  return <PasswordPage />;
}
