// Announcements: the table's words, columns and rows for the announcements page and <nard-announcements>.
export {
  ANNOUNCEMENT_COLUMNS,
  ANNOUNCEMENT_WORDS,
  type AnnouncementRow,
  announcementRows,
} from './announcements-view.ts';
