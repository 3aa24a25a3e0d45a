// The 'Your place' cell of an events table: Log in to sign up (signed out), Sign up or Join the waiting
// list, or where you stand with Withdraw. Full events say so plainly.
import {useStore} from 'jotai/react';
import {useState} from 'react';
import type {MyEvent, PublicEvent} from '../../../../core/api/index.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {Button} from '../../../ui/button.tsx';
import {LinkButton} from '../../../ui/link-button.tsx';
import {submitWithToast} from '../../../ui/submit-with-toast.ts';
import {VisuallyHidden} from '../../../ui/visually-hidden.tsx';
import {WithdrawButton} from './withdraw-button.tsx';

type SignUpCellProps = {
  event: PublicEvent;
  /** e.g. 'event 01: Harvest day', for screen readers. */
  name: string;
  /** The page to come back to after logging in. */
  returnTo: string;
  signedIn: boolean;
  /** The user's sign-up for this event, if any (confirmed or waiting). */
  mine: MyEvent | undefined;
  /** The kind of application the person made, once known: other events are not theirs to join. */
  applicantType: PublicEvent['type'] | null;
  onChanged: () => void;
};

const WHO_MAY_JOIN: Record<PublicEvent['type'], string> = {
  volunteer: 'This event is for volunteers.',
  work: 'This event is for Work For Us applicants.',
};

function fullText(event: PublicEvent): string {
  if (event.placesLeft > 0) return `${event.placesLeft} of ${event.capacity} places left.`;
  const waiting = event.waitingCount === 1 ? '1 person is' : `${event.waitingCount} people are`;
  return `Full. ${waiting} on the waiting list.`;
}

/** The sign-up controls of one event row. */
export function SignUpCell({
  event,
  name,
  returnTo,
  signedIn,
  mine,
  applicantType,
  onChanged,
}: SignUpCellProps) {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  if (!signedIn) {
    return (
      <>
        <p>{fullText(event)}</p>
        <LinkButton href={`/log-in?next=${encodeURIComponent(returnTo)}`} variant="secondary">
          Log in to sign up
          <VisuallyHidden>{` for ${name}`}</VisuallyHidden>
        </LinkButton>
      </>
    );
  }

  async function signUp() {
    setBusy(true);
    await submitWithToast(store, {progress: 'Signing you up...'}, async () =>
      (await loadApi()).signUpForEvent(event.id),
    );
    setBusy(false);
    onChanged();
  }

  const joined = mine && mine.signupStatus !== 'withdrawn';
  if (!joined && applicantType && applicantType !== event.type && !event.openToBoth) {
    return <p>{WHO_MAY_JOIN[event.type]}</p>;
  }
  const where = !joined
    ? fullText(event)
    : mine.signupStatus === 'waiting'
      ? `You are number ${mine.position} on the waiting list.`
      : 'You are signed up.';
  return (
    <>
      <p>{where}</p>
      {joined ? (
        <WithdrawButton
          eventId={event.id}
          name={name}
          confirmed={mine.signupStatus === 'confirmed'}
          onDone={onChanged}
        />
      ) : (
        <Button disabled={busy} onClick={() => void signUp()}>
          {event.placesLeft > 0 && event.waitingCount === 0 ? 'Sign up' : 'Join the waiting list'}
          <VisuallyHidden>{` for ${name}`}</VisuallyHidden>
        </Button>
      )}
    </>
  );
}
