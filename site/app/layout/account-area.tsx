// Signed out: Sign Up (opens 'Sign Up As') and Log In. Signed in: the profile menu. The prerendered
// HTML is always signed out; after hydration the stored login (and other tabs) decide. The profile menu
// is its own chunk, loaded only for a signed-in visitor: most visitors of the public pages never need it,
// and every page's shell counts against /'s 100 kB budget. Until it has arrived the signed-out buttons
// stay, as on the prerendered page.
import {css} from 'goober';
import {useAtomValue} from 'jotai/react';
import {lazy, Suspense} from 'react';
import {isSignedInAtom} from '../../../core/atoms/index.ts';
import {layoutBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {useHydrated} from '../../lib/use-hydrated.ts';
import {LinkButton} from '../../ui/link-button.tsx';
import {SignUpButton} from './sign-up-button.tsx';

const ProfileMenu = lazy(() =>
  import('./profile-menu.tsx').then(({ProfileMenu}) => ({default: ProfileMenu})),
);

export function AccountArea() {
  const hydrated = useHydrated();
  const signedIn = useAtomValue(isSignedInAtom);
  if (hydrated && signedIn) {
    return (
      <Suspense fallback={<SignedOutButtons />}>
        <ProfileMenu />
      </Suspense>
    );
  }
  return <SignedOutButtons />;
}

function SignedOutButtons() {
  const words = pageWords(layoutBook);
  return (
    <div className={css`display: flex; flex-wrap: wrap; gap: 10px; align-items: center;`}>
      <SignUpButton />
      <LinkButton href="/log-in" variant="secondary">
        {words('logIn')}
      </LinkButton>
    </div>
  );
}
