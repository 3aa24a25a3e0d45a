// What a section shows when its data could not be loaded: a plain message and a way to try again.
import {css} from 'goober';
import {uiBook} from '../../core/i18n/index.ts';
import {inPageLanguage} from '../lib/known-english.ts';
import {pageWords} from '../lib/page-language.ts';
import {Button} from './button.tsx';
import {colors, radius} from './theme.ts';

/** A failed load: the message and a Retry button, announced as an alert. */
export function LoadProblem({message, onRetry}: {message: string; onRetry: () => void}) {
  return (
    <div
      role="alert"
      className={css`
        border: 2px solid ${colors.error}; border-radius: ${radius.m}; background: ${colors.white};
        padding: 20px; display: flex; flex-direction: column; gap: 12px; align-items: flex-start;
      `}
    >
      <p className={css`margin: 0; color: ${colors.ink};`}>{inPageLanguage(message)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {pageWords(uiBook)('retry')}
      </Button>
    </div>
  );
}

/** A load under way, announced politely; holds some height so the page does not jump. */
export function LoadingNote({text}: {text: string}) {
  return (
    <p role="status" className={css`color: ${colors.muted}; min-height: 6rem;`}>
      {text}
    </p>
  );
}
