// The person's choice of how other signed-in people see them on the volunteer events they join (issue 19
// #16): by first name, or as "A volunteer" (the default). Saved at once, with the usual toast.
import {useStore} from 'jotai/react';
import {useId, useState} from 'react';
import type {User} from '../../../../core/api/index.ts';
import {eventsBook, profileBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {checkChoiceClass} from '../../../ui/check-field.tsx';
import {submitWithToast} from '../../../ui/submit-with-toast.ts';

/** A checkbox that saves the choice as soon as it changes. */
export function NameOnLists({user}: {user: User}) {
  const words = pageWords(profileBook);
  const store = useStore();
  const hintId = useId();
  // While saving, the box shows the choice just made; after, what the server holds (core's updateProfile
  // stores the saved user), so a failed save puts it back.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  async function choose(showFirstName: boolean) {
    setChoosing(showFirstName);
    await submitWithToast(
      store,
      {progress: MESSAGES.savingProfile, success: MESSAGES.profileSaved},
      async () => (await loadApi()).updateProfile({fullName: user.fullName, showFirstName}),
    );
    setChoosing(null);
  }
  return (
    <label className={checkChoiceClass()}>
      <input
        type="checkbox"
        checked={choosing ?? user.showFirstName}
        disabled={choosing !== null}
        aria-describedby={hintId}
        onChange={(event) => void choose(event.currentTarget.checked)}
      />
      <span>
        {words('showFirstName')}
        <span className="hint" id={hintId}>
          {/* The word the events tables list them by. */}
          {words('showFirstNameHint', {unnamed: pageWords(eventsBook)('unnamedVolunteer')})}
        </span>
      </span>
    </label>
  );
}
