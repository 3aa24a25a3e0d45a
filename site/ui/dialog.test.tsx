import {cleanup, fireEvent, render, screen} from '@testing-library/react';
import {useState} from 'react';
import {afterEach, expect, it} from 'vitest';
import {Button} from './button.tsx';
import {Dialog} from './dialog.tsx';

afterEach(cleanup);

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Hello"
        actions={<Button onClick={() => setOpen(false)}>Close</Button>}
      >
        <p>Body</p>
      </Dialog>
    </>
  );
}

it('opens, closes on Escape and gives focus back to the opener', () => {
  render(<Harness />);
  const opener = screen.getByRole('button', {name: 'Open'});
  opener.focus();
  fireEvent.click(opener);
  const title = screen.getByRole('heading', {name: 'Hello'});
  const dialog = title.closest('dialog')!;
  expect(dialog.open).toBe(true);
  fireEvent.keyDown(dialog, {key: 'Escape'});
  expect(dialog.open).toBe(false);
  expect(document.activeElement).toBe(opener);
});
