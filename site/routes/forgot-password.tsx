// Route /forgot-password: step 1 of the password reset.
import {AccountPage} from '../features/accounts/pages/account-page.tsx';
import {ForgotPasswordForm} from '../features/accounts/reset/forgot-password-form.tsx';

export default function ForgotPasswordRoute() {
  return (
    <AccountPage>
      <ForgotPasswordForm />
    </AccountPage>
  );
}
