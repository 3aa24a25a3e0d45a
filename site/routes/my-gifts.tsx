// Route /my-gifts: a donor's gifts, receipts and statements by a mailed link, without an account (issue 56).
import {DonorGiftsPage} from '../features/accounts/donor/donor-gifts-page.tsx';
import {AccountPage} from '../features/accounts/pages/account-page.tsx';

export default function MyGiftsRoute() {
  return (
    <AccountPage>
      <DonorGiftsPage />
    </AccountPage>
  );
}
