// The profile: the user's details, Edit Profile / Save through PATCH /api/auth/me, Log Out, and their events.
import {useStore} from 'jotai/react';
import {type ReactNode, useEffect, useRef, useState} from 'react';
import {useLocation} from 'wouter';
import {profileBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {Button} from '../../../ui/button.tsx';
import {StepUpHost} from '../../../ui/step-up-dialog.tsx';
import {submitWithToast} from '../../../ui/submit-with-toast.ts';
import {TwoStepSettings} from '../../../ui/two-step-settings.tsx';
import {formClass, hintClass} from '../shared/account-styles.ts';
import {ApplicationDetails} from './application-details.tsx';
import {ChangeEmail} from './change-email.tsx';
import {ConfirmEmailNotice} from './confirm-email-notice.tsx';
import {DeleteAccount} from './delete-account.tsx';
import {MyData} from './my-data.tsx';
import {MyGifts} from './my-gifts.tsx';
import {NameOnLists} from './name-on-lists.tsx';
import {ProfileDetails} from './profile-details.tsx';
import {ProfileEditForm} from './profile-edit-form.tsx';
import {SignedInDevices} from './signed-in-devices.tsx';
import {useSignedInUser} from './use-signed-in-user.ts';

/** Shows the signed-in user's profile; signed-out visitors are sent to log in first. */
/** The profile; `events` is the person's events (features/events), which the route puts in. */
export function ProfileView({events}: {events?: ReactNode}) {
  const words = pageWords(profileBook);
  const store = useStore();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const user = useSignedInUser('/profile', !leaving);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Back from editing (Save or Cancel): focus returns to Edit Profile, not to the top of the page.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  async function logOut() {
    setLeaving(true);
    // The server revokes the refresh token; core clears the session whatever the server answers.
    await submitWithToast(store, {progress: MESSAGES.loggingOut, success: MESSAGES.loggedOut}, async () =>
      (await loadApi()).logout(),
    );
    navigate('/log-in', {replace: true});
  }

  if (!user) {
    return (
      <p className={hintClass()} role="status">
        {words('checkingLogin')}
      </p>
    );
  }

  return (
    <section className={formClass()} aria-labelledby="profile-heading">
      <h1 id="profile-heading">{words('myProfile')}</h1>
      {user.emailConfirmed ? null : <ConfirmEmailNotice email={user.email} />}
      {editing ? (
        <ProfileEditForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <>
          <ProfileDetails user={user} />
          <NameOnLists user={user} />
          <Button ref={editButton} onClick={() => setEditing(true)}>
            {words('editProfile')}
          </Button>
        </>
      )}
      <Button variant="secondary" disabled={leaving} onClick={() => void logOut()}>
        {words('logOut')}
      </Button>
      <ApplicationDetails />
      <ChangeEmail email={user.email} />
      {/* Removing a passkey asks for a second step when the last one was long ago. */}
      <StepUpHost />
      <TwoStepSettings />
      <SignedInDevices />
      {events}
      <MyGifts />
      <MyData />
      <DeleteAccount onLeaving={() => setLeaving(true)} />
    </section>
  );
}
