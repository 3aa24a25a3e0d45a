// The 'Your place' cell of an events table: Log in to sign up (signed out), Sign up or Join the waiting
// list, or where you stand with Withdraw. Full events say so plainly.
import {useStore} from 'jotai/react';
import {type ReactNode, useState} from 'react';
import type {MyEvent, PublicEvent} from '../../../core/api/index.ts';
import {type BookKey, eventsBook, type Words} from '../../../core/i18n/index.ts';
import {loadApi} from '../../lib/load-api.ts';
import {pageWords} from '../../lib/page-language.ts';
import {richText} from '../../lib/rich-text.tsx';
import {Button} from '../../ui/button.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {submitWithToast} from '../../ui/submit-with-toast.ts';
import {VisuallyHidden} from '../../ui/visually-hidden.tsx';
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

type EventsWords = Words<BookKey<typeof eventsBook>>;

const WHO_MAY_JOIN = {volunteer: 'forVolunteers', work: 'forWork'} as const;

function fullText(words: EventsWords, event: PublicEvent): string {
  if (event.placesLeft > 0) return words('placesLeft', {left: event.placesLeft, capacity: event.capacity});
  return words('full', {waiting: event.waitingCount});
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
  const words = pageWords(eventsBook);
  const store = useStore();
  const [busy, setBusy] = useState(false);
  // The event's name, heard by screen readers after the button's words.
  const hidden = {hidden: (text: ReactNode[]) => <VisuallyHidden>{text}</VisuallyHidden>};
  if (!signedIn) {
    return (
      <>
        <p>{fullText(words, event)}</p>
        <LinkButton href={`/log-in?next=${encodeURIComponent(returnTo)}`} variant="secondary">
          {richText(words, 'logInToSignUp', hidden, {name})}
        </LinkButton>
      </>
    );
  }

  async function signUp() {
    setBusy(true);
    await submitWithToast(store, {progress: words('signingUp')}, async () =>
      (await loadApi()).signUpForEvent(event.id),
    );
    setBusy(false);
    onChanged();
  }

  const joined = mine && mine.signupStatus !== 'withdrawn';
  if (!joined && applicantType && applicantType !== event.type && !event.openToBoth) {
    return <p>{words(WHO_MAY_JOIN[event.type])}</p>;
  }
  const where = !joined
    ? fullText(words, event)
    : mine.signupStatus === 'waiting'
      ? words('waitingPosition', {position: mine.position ?? 0})
      : words('signedUp');
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
          {richText(
            words,
            event.placesLeft > 0 && event.waitingCount === 0 ? 'signUp' : 'joinWaitingList',
            hidden,
            {name},
          )}
        </Button>
      )}
    </>
  );
}
