// Signed out: Sign Up (opens 'Sign Up As') and Log In. Signed in: the profile menu. The prerendered
// HTML is always signed out; after hydration the stored login (and other tabs) decide.
import {css} from 'goober';
import {useAtomValue} from 'jotai/react';
import {isSignedInAtom} from '../../../core/atoms/index.ts';
import {layoutBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {useHydrated} from '../../lib/use-hydrated.ts';
import {LinkButton} from '../../ui/link-button.tsx';
import {ProfileMenu} from './profile-menu.tsx';
import {SignUpButton} from './sign-up-button.tsx';

export function AccountArea() {
  const hydrated = useHydrated();
  const signedIn = useAtomValue(isSignedInAtom);
  const words = pageWords(layoutBook);
  if (hydrated && signedIn) return <ProfileMenu />;
  return (
    <div className={css`display: flex; flex-wrap: wrap; gap: 10px; align-items: center;`}>
      <SignUpButton />
      <LinkButton href="/log-in" variant="secondary">
        {words('logIn')}
      </LinkButton>
    </div>
  );
}
