// /my-gifts (issue 56): a donor sees the gifts given with their address without applying or having an
// account. Without a session the page asks for the address and we mail it a link; the link opens this page
// with its token in the fragment (which no server log sees), the page trades it once for a donor session of
// this tab, wipes it from the address bar, and lists the gifts with their receipts and statements.
import {useAtomValue} from 'jotai/react';
import {useEffect, useId, useRef, useState} from 'react';
import {authAtom} from '../../../../core/atoms/index.ts';
import {accountsBook} from '../../../../core/i18n/index.ts';
import {inPageLanguage} from '../../../lib/known-english.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {richText} from '../../../lib/rich-text.tsx';
import {useHydrated} from '../../../lib/use-hydrated.ts';
import {Button} from '../../../ui/button.tsx';
import {TextLink} from '../../../ui/text-link.tsx';
import {MyGifts} from '../profile/my-gifts.tsx';
import {formClass, hintClass} from '../shared/account-styles.ts';
import {DonorLinkForm} from './donor-link-form.tsx';
import {
  type DonorSession,
  forgetDonorSession,
  keepDonorSession,
  readDonorLinkToken,
  readDonorSession,
} from './donor-session.ts';

/** Where the page stands: opening a link, asking for one, or reading a session's gifts. */
type View = {kind: 'opening'} | {kind: 'ask'; note: string} | {kind: 'gifts'; session: DonorSession};

async function openLink(token: string): Promise<View> {
  const api = await loadApi();
  const opened = await api.send<{data: DonorSession}>({method: 'post', path: 'donor/session', json: {token}});
  if (!opened.success) return {kind: 'ask', note: opened.message};
  keepDonorSession(opened.data);
  return {kind: 'gifts', session: opened.data};
}

export function DonorGiftsPage() {
  const words = pageWords(accountsBook);
  const headingId = useId();
  const hydrated = useHydrated();
  const {user} = useAtomValue(authAtom);
  const [view, setView] = useState<View>({kind: 'ask', note: ''});
  const opening = useRef<string | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    // A link opened here, or in this tab while the page was open (only its fragment changes): once per
    // token, as a link works once and React may run effects twice in development.
    const takeLink = () => {
      const token = readDonorLinkToken(window.location.hash);
      if (!token || opening.current === token) return false;
      opening.current = token;
      window.history.replaceState(window.history.state, '', window.location.pathname);
      setView({kind: 'opening'});
      void openLink(token).then(setView);
      return true;
    };
    if (!takeLink()) {
      const session = readDonorSession();
      if (session) setView({kind: 'gifts', session});
    }
    window.addEventListener('hashchange', takeLink);
    return () => window.removeEventListener('hashchange', takeLink);
  }, [hydrated]);

  async function close(session: DonorSession) {
    const api = await loadApi();
    await api.send(
      {method: 'delete', path: 'donor/session'},
      {headers: {'X-Donor-Session': session.donorToken}},
    );
    forgetDonorSession();
    setView({kind: 'ask', note: words('donorClosed')});
  }

  return (
    <section className={formClass()} aria-labelledby={headingId}>
      <h1 id={headingId}>{words('donorHeading')}</h1>
      {view.kind === 'gifts' ? (
        <>
          <MyGifts
            heading={words('donorGiftsOf', {email: view.session.email})}
            source={{
              path: 'donor/gifts',
              headers: {'X-Donor-Session': view.session.donorToken},
              onEnded: (message) => {
                forgetDonorSession();
                setView({kind: 'ask', note: message});
              },
            }}
          />
          <div>
            <Button variant="secondary" onClick={() => void close(view.session)}>
              {words('donorSignOut')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{words('donorIntro')}</p>
          <p role="status" className={view.kind === 'opening' ? hintClass() : undefined}>
            {view.kind === 'opening' ? words('donorOpening') : inPageLanguage(view.note)}
          </p>
          {view.kind === 'ask' && <DonorLinkForm />}
          {user && (
            <p>
              {richText(words, 'donorHasAccount', {
                link: (text) => <TextLink href="/profile">{text}</TextLink>,
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
