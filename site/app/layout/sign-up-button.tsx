// Sign Up opens the 'Sign Up As' dialog: Volunteer, Work For Us, or Cancel.
import {useState} from 'react';
import {useLocation} from 'wouter';
import {Button} from '../../ui/button.tsx';
import {Dialog} from '../../ui/dialog.tsx';

export function SignUpButton() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const go = (path: string) => {
    setOpen(false);
    navigate(path);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        Sign Up
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Sign Up As"
        actions={
          <>
            <Button variant="quiet" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={() => go('/work-for-us')}>
              Work For Us
            </Button>
            <Button onClick={() => go('/yellow-ribbon')}>Volunteer</Button>
          </>
        }
      >
        <p>
          Volunteers give their time to help others. Work For Us is for people who want paid job-skills
          training.
        </p>
      </Dialog>
    </>
  );
}
