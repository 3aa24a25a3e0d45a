// The shop-hours announcement. It opens once per visit (DECISIONS: not on every return to / in the same
// tab), after hydration, so the prerendered page and its first paint stay plain and fast.
import {useEffect, useState} from 'react';
import {STORE_HOURS, WORKING_HOURS} from '../../../core/data/index.ts';
import {Button} from '../../ui/button.tsx';
import {Dialog} from '../../ui/dialog.tsx';

/** sessionStorage key: set once the announcement has opened in this tab's visit. */
export const ANNOUNCEMENT_SEEN_KEY = 'nard_announcement_seen';

function firstTimeThisVisit(): boolean {
  try {
    if (sessionStorage.getItem(ANNOUNCEMENT_SEEN_KEY)) return false;
    sessionStorage.setItem(ANNOUNCEMENT_SEEN_KEY, '1');
    return true;
  } catch {
    // Storage blocked (private mode, policy): show it, as the original did.
    return true;
  }
}

const hoursText = (rows: typeof WORKING_HOURS) => rows.map((row) => `${row.days} ${row.hours}`).join(', ');

export function AnnouncementDialog() {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(firstTimeThisVisit()), []);
  return (
    <Dialog
      open={open}
      onClose={() => setOpen(false)}
      title="Announcement"
      actions={<Button onClick={() => setOpen(false)}>Close</Button>}
    >
      <p>Our shop has new opening hours.</p>
      <ul>
        {STORE_HOURS.map((row) => (
          <li key={row.days}>
            <strong>{row.days}:</strong> {row.hours}
          </li>
        ))}
      </ul>
      <p>{`These are the shop’s hours. Our office keeps its own working hours (${hoursText(WORKING_HOURS)}), as the Contact Us page lists.`}</p>
      <p>We look forward to seeing you.</p>
    </Dialog>
  );
}
