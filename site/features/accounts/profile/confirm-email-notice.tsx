// Shown on the profile until the person confirms their address: why it matters and a button for a new
// link. The address may have been confirmed in another browser, so the profile is read fresh once.
import {css} from 'goober';
import {useStore} from 'jotai/react';
import {useEffect, useId, useState} from 'react';
import {profileBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {loadApi} from '../../../lib/load-api.ts';
import {pageWords} from '../../../lib/page-language.ts';
import {richText} from '../../../lib/rich-text.tsx';
import {Button} from '../../../ui/button.tsx';
import {submitWithToast} from '../../../ui/submit-with-toast.ts';
import {colors, radius, space} from '../../../ui/theme.ts';

const noticeClass = () => css`
  display: grid;
  gap: ${space.s};
  justify-items: start;
  padding: ${space.m};
  background: ${colors.yellowSoft};
  border: 2px solid ${colors.borderStrong};
  border-radius: ${radius.s};
  & h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The notice for an unconfirmed address `email`. */
export function ConfirmEmailNotice({email}: {email: string}) {
  const words = pageWords(profileBook);
  const store = useStore();
  const headingId = useId();
  const [sending, setSending] = useState(false);
  useEffect(() => {
    void loadApi().then((api) => api.getProfile());
  }, []);

  async function sendLink() {
    setSending(true);
    await submitWithToast(store, {progress: MESSAGES.sendingConfirmationLink}, async () =>
      (await loadApi()).requestConfirmationLink(),
    );
    setSending(false);
  }

  return (
    <section className={noticeClass()} aria-labelledby={headingId}>
      <h2 id={headingId}>{words('confirmEmailHeading')}</h2>
      <p>{richText(words, 'confirmEmailText', {strong: (address) => <strong>{address}</strong>}, {email})}</p>
      <Button variant="secondary" disabled={sending} onClick={() => void sendLink()}>
        {words('sendNewLink')}
      </Button>
    </section>
  );
}
