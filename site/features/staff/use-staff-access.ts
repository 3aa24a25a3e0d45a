// Who may open the console. Signed-out visitors go to log in and come back; a signed-in account's role
// is read fresh from the server (GET /auth/me), so a role granted a minute ago counts at once.
import {useAtomValue} from 'jotai/react';
import {useEffect, useRef, useState} from 'react';
import {useLocation} from 'wouter';
import {hasRole} from '../../../core/accounts/index.ts';
import type {User} from '../../../core/api/index.ts';
import {authAtom} from '../../../core/atoms/index.ts';
import {api} from '../../lib/api.ts';
import {useHydrated} from '../../lib/use-hydrated.ts';

/** Where the check stands: still checking, allowed (with the fresh user), not allowed, or failed. */
export type StaffAccess =
  | {status: 'checking'}
  | {status: 'allowed'; user: User}
  | {status: 'not-allowed'; user: User}
  /** Staff without a second factor (issue 23): the console shows its set-up; `done` opens the console. */
  | {status: 'needs-two-step'; user: User; done: () => void}
  | {status: 'failed'; message: string};

/** The gate of the console; `returnTo` is where log-in sends the visitor back to. */
export function useStaffAccess(returnTo: string): StaffAccess {
  const [, navigate] = useLocation();
  // Like /profile: the stored login only counts once the page runs in the browser.
  const hydrated = useHydrated();
  const {user} = useAtomValue(authAtom);
  const userId = user?.id ?? null;
  const [access, setAccess] = useState<StaffAccess>({status: 'checking'});
  // Read only when leaving for log-in: moving between sections must not check the role again.
  const returnToRef = useRef(returnTo);
  returnToRef.current = returnTo;

  useEffect(() => {
    if (!hydrated) return;
    if (userId === null) {
      navigate(`/log-in?next=${encodeURIComponent(returnToRef.current)}`, {replace: true});
      return;
    }
    const controller = new AbortController();
    const signal = controller.signal;
    const check = async (): Promise<StaffAccess> => {
      const result = await api.getProfile({signal});
      if (!result.success) return {status: 'failed', message: result.message};
      if (!hasRole(result.user.role, 'staff')) return {status: 'not-allowed', user: result.user};
      const twoStep = await api.send<{twoStep: {totp: boolean; passkeys: number}}>(
        {method: 'get', path: 'me/two-step'},
        {signal},
      );
      if (!twoStep.success) return {status: 'failed', message: twoStep.message};
      if (twoStep.twoStep.totp || twoStep.twoStep.passkeys > 0) return {status: 'allowed', user: result.user};
      // Once the set-up has turned it on the console opens (the server checks every request anyway).
      const user = result.user;
      return {status: 'needs-two-step', user, done: () => setAccess({status: 'allowed', user})};
    };
    check().then(
      (checked) => {
        if (!signal.aborted) setAccess(checked);
      },
      // A session that cannot be renewed is cleared by core; the effect above then sends the visitor to log in.
      () => undefined,
    );
    return () => controller.abort();
  }, [hydrated, userId, navigate]);

  return access;
}
