// Route /confirm-email: the link in the welcome mail confirms the account's address.
import {ConfirmEmailStatus} from '../features/accounts/confirm/confirm-email-status.tsx';
import {AccountPage} from '../features/accounts/pages/account-page.tsx';

export default function ConfirmEmailRoute() {
  return (
    <AccountPage>
      <ConfirmEmailStatus />
    </AccountPage>
  );
}
