// A button that opens a dialog offering the two ways to join: Volunteer or Work For Us. The header's
// 'Sign Up As' and the home page's 'Join Organization' are this one dialog with different words. It works
// on the prerendered page before hydration too (invoker commands; decision 038): the dialog and its links
// are in the HTML, and React takes over a dialog the browser opened before the script ran.
import {type ReactNode, useId, useMemo, useState} from 'react';
import {uiBook} from '../../core/i18n/index.ts';
import {pageWords} from '../lib/page-language.ts';
import {useHydrated} from '../lib/use-hydrated.ts';
import {Button, type ButtonVariant} from './button.tsx';
import {Dialog} from './dialog.tsx';
import {dialogCommand} from './invoker-command.ts';
import {LinkButton} from './link-button.tsx';

type JoinChoiceButtonProps = {
  /** The button's text, e.g. 'Sign Up'. */
  label: string;
  /** The dialog's title, e.g. 'Sign Up As'. */
  title: string;
  /** The text of the button that closes without choosing: 'Cancel' or 'Close'. */
  dismissLabel: string;
  variant?: ButtonVariant;
  children: ReactNode;
};

/** Opens the choice; Volunteer goes to /yellow-ribbon and Work For Us to /work-for-us. */
export function JoinChoiceButton({label, title, dismissLabel, variant, children}: JoinChoiceButtonProps) {
  const words = pageWords(uiBook);
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const dialogId = useId();
  const prerendered = useMemo(() => ({id: dialogId, onOpenedBefore: () => setOpen(true)}), [dialogId]);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant={variant}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        {...dialogCommand('show-modal', dialogId, hydrated)}
      >
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={title}
        prerendered={prerendered}
        actions={
          <>
            <Button variant="quiet" onClick={close} {...dialogCommand('close', dialogId, hydrated)}>
              {dismissLabel}
            </Button>
            <LinkButton href="/work-for-us" variant="secondary" onClick={close}>
              {words('joinWorkForUs')}
            </LinkButton>
            <LinkButton href="/yellow-ribbon" onClick={close}>
              {words('joinVolunteer')}
            </LinkButton>
          </>
        }
      >
        {children}
      </Dialog>
    </>
  );
}
