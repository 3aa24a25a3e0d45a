// Route /update-password: step 3 of the password reset.
import {AccountPage} from '../features/accounts/pages/account-page.tsx';
import {UpdatePasswordForm} from '../features/accounts/reset/update-password-form.tsx';

export default function UpdatePasswordRoute() {
  return (
    <AccountPage>
      <UpdatePasswordForm />
    </AccountPage>
  );
}
