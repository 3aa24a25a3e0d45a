// Route /otp: step 2 of the password reset.
import {AccountPage} from '../features/accounts/pages/account-page.tsx';
import {OtpForm} from '../features/accounts/reset/otp-form.tsx';

export default function OtpRoute() {
  return (
    <AccountPage>
      <OtpForm />
    </AccountPage>
  );
}
