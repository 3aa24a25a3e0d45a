// What a section shows when its data could not be loaded: a plain message and a way to try again.
import {css} from 'goober';
import {Button} from './button.tsx';
import {colors, radius} from './theme.ts';

/** A section's data could not load: the message in an alert, and Retry. */
export function LoadProblem({message, onRetry}: {message: string; onRetry: () => void}) {
  return (
    <div
      role="alert"
      className={css`
        border: 2px solid ${colors.error}; border-radius: ${radius.m}; background: ${colors.white};
        padding: 20px; display: flex; flex-direction: column; gap: 12px; align-items: flex-start;
      `}
    >
      <p className={css`margin: 0; color: ${colors.ink};`}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** A section's data is on its way (a status line, tall enough that the page barely moves). */
export function LoadingNote({text}: {text: string}) {
  return (
    <p role="status" className={css`color: ${colors.muted}; min-height: 6rem;`}>
      {text}
    </p>
  );
}
