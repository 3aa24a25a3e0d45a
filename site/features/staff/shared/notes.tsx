// Short inline messages of the console: an error (alert) and a done note (status). Both regions are on
// the page from the start, so screen readers announce the text when it arrives.
import {css} from 'goober';
import {colors} from '../../../ui/theme.ts';

const noteClass = (color: string) =>
  css`margin: 8px 0 0; color: ${color}; font-weight: 700; &:empty { display: none; }`;

/** A failure in words; empty renders nothing visible. */
export function ErrorNote({text}: {text: string}) {
  return (
    <p role="alert" className={noteClass(colors.error)}>
      {text}
    </p>
  );
}

/** A success in words; empty renders nothing visible. */
export function DoneNote({text}: {text: string}) {
  return (
    <p role="status" className={noteClass(colors.success)}>
      {text}
    </p>
  );
}
