// Withdraw, asked first (issue 20): a place given up by a slip of the finger may already be someone
// else's. Used in the events tables and on the profile, so both say the same.
import {useStore} from 'jotai/react';
import {useState} from 'react';
import {eventsBook} from '../../../core/i18n/index.ts';
import {loadApi} from '../../lib/load-api.ts';
import {pageWords} from '../../lib/page-language.ts';
import {richText} from '../../lib/rich-text.tsx';
import {Button} from '../../ui/button.tsx';
import {Dialog} from '../../ui/dialog.tsx';
import {submitWithToast} from '../../ui/submit-with-toast.ts';
import {VisuallyHidden} from '../../ui/visually-hidden.tsx';

type WithdrawButtonProps = {
  eventId: string;
  /** e.g. 'event 01: Harvest day', for screen readers and the question. */
  name: string;
  /** Whether the person holds a place (else they are on the waiting list). */
  confirmed: boolean;
  onDone: () => void;
};

/** "Withdraw", then a dialog that asks before anything is sent. */
export function WithdrawButton({eventId, name, confirmed, onDone}: WithdrawButtonProps) {
  const words = pageWords(eventsBook);
  const store = useStore();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  async function withdraw() {
    setBusy(true);
    const result = await submitWithToast(store, {progress: words('withdrawing')}, async () =>
      (await loadApi()).withdrawFromEvent(eventId),
    );
    setBusy(false);
    if (result.success) setAsking(false);
    onDone();
  }
  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
        {richText(words, 'withdrawFrom', {hidden: (text) => <VisuallyHidden>{text}</VisuallyHidden>}, {name})}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={words('withdrawTitle')}
        actions={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
              {words('keepPlace')}
            </Button>
            <Button disabled={busy} onClick={() => void withdraw()}>
              {words('withdraw')}
            </Button>
          </>
        }
      >
        <p>{words(confirmed ? 'withdrawConfirmed' : 'withdrawWaiting', {name})}</p>
      </Dialog>
    </>
  );
}
