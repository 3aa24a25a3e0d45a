// One disclosure: a button with aria-expanded that shows or hides the panel it controls.
import {css} from 'goober';
import {type ReactNode, useId, useState} from 'react';
import {Button} from '../../ui/button.tsx';
import {VisuallyHidden} from '../../ui/visually-hidden.tsx';

export type LedgerToggleProps = {
  /** Visible label, exactly as the spec names it: 'Contributor' or 'Expenditure'. */
  label: string;
  /** Said after the label so four 'Contributor' buttons are told apart, e.g. 'for Carting'. */
  context: string;
  /** Rendered only while open, so closed tables cost nothing. */
  children: () => ReactNode;
};

export function LedgerToggle({label, context, children}: LedgerToggleProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={css`display: contents;`}>
      <Button
        variant={open ? 'primary' : 'secondary'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <span aria-hidden="true" className={css`display: inline-block; width: 1em;`}>
          {open ? '−' : '+'}
        </span>
        {label}
        <VisuallyHidden> {context}</VisuallyHidden>
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className={css`grid-column: 1 / -1; display: grid; gap: 12px; &[hidden] { display: none; }`}
      >
        {open && children()}
      </div>
    </div>
  );
}
