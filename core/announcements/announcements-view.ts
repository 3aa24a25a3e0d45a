// What the announcements page and <nard-announcements> both show: the table's words and columns, and each
// row's number, date and toggle text. The two views only draw it.
import type {Announcement} from '../data/index.ts';
import {formatUsDate} from '../format/index.ts';

/** No, Date, Title and the column of Show / Hide buttons (SPEC: "an expand button"). */
export const ANNOUNCEMENT_COLUMNS: readonly string[] = ['No', 'Date', 'Title', 'Details'];

/** The fixed words of the announcements table and its states. */
export const ANNOUNCEMENT_WORDS = {
  title: 'Announcements',
  caption: 'Announcements, newest first',
  empty: 'There are no announcements right now. Please check again soon.',
  loading: 'Loading announcements…',
  failed: 'We could not load the announcements.',
} as const;

/** One row, ready to draw. */
export type AnnouncementRow = {id: string; number: string; date: string; title: string; description: string};

/**
 * The rows in the API's order (newest first), numbered from 1, at most `limit` of them.
 * @example announcementRows(list, 3).map((row) => row.number) // ['1', '2', '3']
 */
export function announcementRows(list: readonly Announcement[], limit?: number): AnnouncementRow[] {
  return list.slice(0, limit).map((item, index) => ({
    id: String(item.id),
    number: String(index + 1),
    date: formatUsDate(item.date),
    title: item.title,
    description: item.description,
  }));
}

/** The toggle's visible word and what it adds for screen readers, e.g. 'Show' + ' details of Store hours'. */
export function announcementToggle(open: boolean, title: string): {label: string; context: string} {
  return {label: open ? 'Hide' : 'Show', context: ` details of ${title}`};
}
