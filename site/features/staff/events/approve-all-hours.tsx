// One click approves every hour entered for the people who came (issue 20), instead of one form each.
import {useStore} from 'jotai/react';
import {useState} from 'react';
import {loadApi} from '../../../lib/load-api.ts';
import {Button} from '../../../ui/button.tsx';
import {submitWithToast} from '../../../ui/submit-with-toast.ts';
import {approveAllHours} from '../places-api.ts';

export function ApproveAllHours({eventId, onDone}: {eventId: string; onDone: () => void}) {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  async function approve() {
    setBusy(true);
    await submitWithToast(store, {progress: 'Approving hours...'}, async () =>
      approveAllHours(await loadApi(), eventId),
    );
    setBusy(false);
    onDone();
  }
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void approve()}>
      Approve all entered hours
    </Button>
  );
}
