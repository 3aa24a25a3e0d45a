// Route /log-in.
import {LoginForm} from '../features/accounts/login/login-form.tsx';
import {AccountPage} from '../features/accounts/pages/account-page.tsx';

export default function LogInRoute() {
  return (
    <AccountPage>
      <LoginForm />
    </AccountPage>
  );
}
