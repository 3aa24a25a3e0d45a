// What the announcements page and <nard-announcements> both show: each row's number, date, title and text
// in the reader's language (the English, marked as such, where staff wrote no translation). The two views
// only draw it; their words are the announcements book's (the page) and the same English (the widget).

import {contentIn} from '../content/content-in.ts';
import type {Announcement} from '../content/content-records.ts';
import {formatDateIn, formatUsDate} from '../format/index.ts';
import type {Language} from '../i18n/index.ts';

/** No, Date, Title and the column of Show / Hide buttons (SPEC: "an expand button"). */
export const ANNOUNCEMENT_COLUMNS: readonly string[] = ['No', 'Date', 'Title', 'Details'];

/** The fixed words of the announcements table and its states. */
export const ANNOUNCEMENT_WORDS = {
  title: 'Announcements',
  caption: 'Announcements, newest first',
  empty: 'There are no announcements right now. Please check again soon.',
  loading: 'Loading announcements…',
} as const;

/** One row, ready to draw; `lang` is the language its title and text are in. */
export type AnnouncementRow = {
  id: string;
  number: string;
  date: string;
  title: string;
  description: string;
  lang: Language;
};

/**
 * The rows in the API's order (newest first), numbered from 1, at most `limit` of them, in `language`:
 * the date as that language writes it (English keeps SPEC's M/D/YYYY), the staff's translation if any.
 * @example announcementRows(list, 'en', 3).map((row) => row.number) // ['1', '2', '3']
 */
export function announcementRows(
  list: readonly Announcement[],
  language: Language,
  limit?: number,
): AnnouncementRow[] {
  return list.slice(0, limit).map((item, index) => {
    const shown = contentIn(item, language);
    return {
      id: String(item.id),
      number: String(index + 1),
      date: formatDateIn(language, item.date, formatUsDate),
      title: shown.title,
      description: shown.text,
      lang: shown.lang,
    };
  });
}
