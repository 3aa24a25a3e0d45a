// /confirm-email: the page the welcome mail's link (or a new address's link) opens. It takes the token from the fragment (which no
// server sees), wipes it from the address bar, sends it once, and says plainly what came of it.
import {useAtomValue, useStore} from 'jotai/react';
import {useEffect, useId, useRef, useState} from 'react';
import {authAtom} from '../../../../core/atoms/index.ts';
import {accountsBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {inPageLanguage} from '../../../lib/known-english.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {TextLink} from '../../../ui/text-link.tsx';
import {formClass, hintClass} from '../shared/account-styles.ts';

type Outcome = {kind: 'working'} | {kind: 'confirmed'; message: string} | {kind: 'failed'; message: string};

/** The token of a confirmation link's fragment (#token=...), or null. */
export function readConfirmationToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

async function confirm(token: string | null, signedIn: boolean): Promise<Outcome> {
  if (!token) return {kind: 'failed', message: MESSAGES.emailLinkDead};
  const api = await loadApi();
  const result = await api.confirmEmail({token});
  if (!result.success) return {kind: 'failed', message: result.message};
  // Signed in here: the stored user learns the news (and the profile stops asking).
  if (signedIn) await api.getProfile();
  // The server's words: a first confirmation, or a new address (issue 24) now in use.
  return {kind: 'confirmed', message: result.message ?? MESSAGES.emailConfirmed};
}

/** Confirms the address from the link, then points to the next step. */
export function ConfirmEmailStatus() {
  const words = pageWords(accountsBook);
  const headingId = useId();
  const store = useStore();
  const {user} = useAtomValue(authAtom);
  const [outcome, setOutcome] = useState<Outcome>({kind: 'working'});
  const started = useRef(false);
  useEffect(() => {
    // Once only: a link works once, and React may run effects twice in development.
    if (started.current) return;
    started.current = true;
    const token = readConfirmationToken(window.location.hash);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    confirm(token, store.get(authAtom).user !== null).then(setOutcome, () =>
      setOutcome({kind: 'failed', message: MESSAGES.networkError}),
    );
  }, [store]);

  return (
    <section className={formClass()} aria-labelledby={headingId}>
      <h1 id={headingId}>{words('confirmHeading')}</h1>
      <p className={outcome.kind === 'working' ? hintClass() : undefined} role="status">
        {inPageLanguage(outcome.kind === 'working' ? MESSAGES.confirmingEmail : outcome.message)}
      </p>
      {outcome.kind === 'working' ? null : (
        <p>
          <TextLink href={user ? '/profile' : '/log-in?next=%2Fprofile'}>
            {words(user ? 'confirmToProfile' : 'confirmLogIn')}
          </TextLink>
        </p>
      )}
    </section>
  );
}
