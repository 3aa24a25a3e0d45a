// Announcements: the table's words, columns and rows for the announcements page and <nard-announcements>.

export {
  announcementPlainText,
  cleanAnnouncementText,
  type Inline,
  parseAnnouncementText,
} from './announcement-text.ts';
export {
  ANNOUNCEMENT_COLUMNS,
  ANNOUNCEMENT_WORDS,
  type AnnouncementRow,
  announcementRows,
} from './announcements-view.ts';
