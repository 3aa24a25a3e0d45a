// The store-hours announcement that opens when the home page loads. It opens after hydration, so the
// prerendered page (and its first paint) stays plain and fast.
import {useEffect, useState} from 'react';
import {STORE_HOURS} from '../../../core/data/index.ts';
import {Button} from '../../ui/button.tsx';
import {Dialog} from '../../ui/dialog.tsx';

export function AnnouncementDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(true), []);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title="Announcement"
      actions={<Button onClick={() => setOpen(false)}>Close</Button>}
    >
      <p>We have new store hours.</p>
      <ul>
        {STORE_HOURS.map((row) => (
          <li key={row.days}>
            <strong>{row.days}:</strong> {row.hours}
          </li>
        ))}
      </ul>
      <p>We look forward to seeing you.</p>
    </Dialog>
  );
}
