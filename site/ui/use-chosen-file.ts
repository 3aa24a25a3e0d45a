// A file the person chose in a file field. Reading its text takes a moment; a form that needs the text
// waits for that read when it is sent, so a tap on "Check" right after choosing is kept, not refused.
import {useRef} from 'react';

/** The chosen file of one file field: `choose` from its change event, `text()` when the form is sent. */
export function useChosenFile() {
  // A ref, not state: the tap that follows the choice must see it even before the next render.
  const reading = useRef<Promise<string> | null>(null);
  return {
    choose(file: File | undefined) {
      reading.current = file ? file.text() : null;
    },
    /** The chosen file's text ('' when none is chosen), once it has been read. */
    text: () => reading.current ?? Promise.resolve(''),
  };
}
