// The state every list screen of the console keeps: which dialog is open, the last "done" sentence, and
// `finish`, which closes the dialog, says what happened and reloads the list.
import {useState} from 'react';

/** Dialog and done-note state of one screen; `refetch` reloads its list. */
export function useScreen<Open>(refetch: () => void) {
  const [open, setOpen] = useState<Open | null>(null);
  const [done, setDone] = useState('');
  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
    refetch();
  };
  return {open, setOpen, done, setDone, finish, close: () => setOpen(null)};
}
