// 'Join Organization': a button that asks how you would like to join.
import {useState} from 'react';
import {useLocation} from 'wouter';
import {Button, type ButtonVariant} from '../../ui/button.tsx';
import {Dialog} from '../../ui/dialog.tsx';

export function JoinButton({variant = 'accent'}: {variant?: ButtonVariant}) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Join Organization
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Join Organization"
        actions={
          <>
            <Button variant="quiet" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button variant="secondary" onClick={() => go('/work-for-us')}>
              Work For Us
            </Button>
            <Button onClick={() => go('/yellow-ribbon')}>Volunteer</Button>
          </>
        }
      >
        <p>How would you like to join us?</p>
        <p>
          Volunteers give their time. Work For Us is paid job-skills training for people who need a new start.
        </p>
      </Dialog>
    </>
  );
}
