// /profile is for signed-in users: anyone else goes to /log-in and comes back here after logging in.
import {useAtomValue} from 'jotai/react';
import {useEffect} from 'react';
import {useLocation} from 'wouter';
import {authAtom} from '../../../../core/atoms/index.ts';
import {useHydrated} from '../../../lib/use-hydrated.ts';

/**
 * The signed-in user, or null while hydrating or while redirecting a signed-out visitor to log in.
 * Pass `redirectWhenSignedOut = false` while logging out, which goes to /log-in without a ?next=.
 */
export function useSignedInUser(returnTo: string, redirectWhenSignedOut = true) {
  const [, navigate] = useLocation();
  // The prerendered page is signed out; the stored login only counts after hydration, so both agree.
  const hydrated = useHydrated();
  const {user} = useAtomValue(authAtom);
  const signedOut = hydrated && user === null && redirectWhenSignedOut;
  // Also runs when another tab logs out: the page then leaves at once.
  useEffect(() => {
    if (signedOut) navigate(`/log-in?next=${encodeURIComponent(returnTo)}`, {replace: true});
  }, [navigate, returnTo, signedOut]);
  return hydrated ? user : null;
}
