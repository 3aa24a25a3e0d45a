// The signed-in user's own events (GET /me/events), for the Sign up / Withdraw buttons and the profile.
// Signed out (or before hydration) there is nothing to load.
import {useAtomValue} from 'jotai/react';
import type {MyEventsAnswer} from '../../../core/api/index.ts';
import {isSignedInAtom} from '../../../core/atoms/index.ts';
import {dataOf} from '../../lib/data-of.ts';
import {useHydrated} from '../../lib/use-hydrated.ts';
import {type LoadState, useLoad} from '../../lib/use-load.ts';

/** Whether someone is signed in (false until hydrated), and their events once loaded. */
export function useMyEvents(): {
  signedIn: boolean;
  mine: LoadState<MyEventsAnswer | null>;
  refetch: () => void;
} {
  const hydrated = useHydrated();
  const signedIn = useAtomValue(isSignedInAtom) && hydrated;
  const {state, refetch} = useLoad(
    async (api, signal) => (signedIn ? dataOf(await api.getMyEvents({signal})) : null),
    [signedIn],
  );
  return {signedIn, mine: state, refetch};
}
