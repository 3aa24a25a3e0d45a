// An accessible modal built on the native <dialog>: showModal() makes the rest of the page inert (focus
// stays inside), Escape closes, and focus returns to whatever opened it.
import {css} from 'goober';
import {type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useId, useRef} from 'react';
import {colors, media, radius} from './theme.ts';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Buttons at the bottom, e.g. Close. */
  actions?: ReactNode;
  /** For a table (the console's sign-ups): as wide as the screen allows, up to 1100 px. */
  wide?: boolean;
  /**
   * Renders the content while closed too, under `id`, so that a button with an invoker command
   * (invoker-command.ts) can open the dialog on the prerendered page before hydration; a dialog the
   * browser opened so is reported once through `onOpenedBefore`, and React takes it over. Keep the
   * object stable (useMemo): the open/close effect depends on it.
   */
  prerendered?: {id: string; onOpenedBefore: () => void};
};

export function Dialog({open, onClose, title, children, actions, wide = false, prerendered}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const adopted = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // First run after hydration: the browser may have opened it already (a tap before the script ran).
    if (prerendered && !adopted.current) {
      adopted.current = true;
      if (dialog.open && !open) {
        prerendered.onOpenedBefore();
        return;
      }
    }
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus?.();
    }
  }, [open, prerendered]);

  // The page may unmount the dialog while it is open (route change): give focus back anyway.
  useEffect(() => () => returnFocusTo.current?.focus?.(), []);

  function onKeyDown(event: ReactKeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape') return;
    // Handled here so the state stays in React's hands (the browser's own cancel would close it behind our back).
    event.preventDefault();
    onClose();
  }

  return (
    <dialog
      ref={ref}
      id={prerendered?.id}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={css`
        border: none; border-radius: ${radius.l}; padding: 0; width: ${wide ? 'min(96vw, 1100px)' : 'min(92vw, 520px)'};
        max-height: 90vh; background: ${colors.white}; color: ${colors.ink};
        box-shadow: 0 20px 60px rgb(0 0 0 / 0.3);
        &::backdrop { background: rgb(18 61 40 / 0.6); }
        &[open] { animation: nard-dialog-in 200ms ease-out; }
        @media (prefers-reduced-motion: reduce) { &[open] { animation: none; } }
        @keyframes nard-dialog-in { from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; } }
      `}
    >
      {(open || prerendered) && (
        <div className={css`padding: 28px 24px 24px; ${media.tablet} { padding: 32px; }`}>
          <h2 id={titleId} className={css`font-size: 1.6rem; margin-bottom: 16px;`}>
            {title}
          </h2>
          <div>{children}</div>
          {actions && (
            <div
              className={css`display: flex; flex-wrap: wrap; gap: 12px; margin-top: 24px; justify-content: flex-end;`}
            >
              {actions}
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
