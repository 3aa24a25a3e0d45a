// Route /profile: signed-in users only (others are sent to log in and brought back).
import {AccountPage} from '../features/accounts/pages/account-page.tsx';
import {ProfileView} from '../features/accounts/profile/profile-view.tsx';
import {MyEvents} from '../features/events/my-events.tsx';

export default function ProfileRoute() {
  return (
    <AccountPage>
      <ProfileView events={<MyEvents />} />
    </AccountPage>
  );
}
