// A button that opens a dialog offering the two ways to join: Volunteer or Work For Us. The header's
// 'Sign Up As' and the home page's 'Join Organization' are this one dialog with different words.
import {type ReactNode, useState} from 'react';
import {useLocation} from 'wouter';
import {uiBook} from '../../core/i18n/index.ts';
import {pageWords} from '../lib/page-language.ts';
import {Button, type ButtonVariant} from './button.tsx';
import {Dialog} from './dialog.tsx';

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
  const [, navigate] = useLocation();
  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        actions={
          <>
            <Button variant="quiet" onClick={() => setOpen(false)}>
              {dismissLabel}
            </Button>
            <Button variant="secondary" onClick={() => go('/work-for-us')}>
              {words('joinWorkForUs')}
            </Button>
            <Button onClick={() => go('/yellow-ribbon')}>{words('joinVolunteer')}</Button>
          </>
        }
      >
        {children}
      </Dialog>
    </>
  );
}
