// The announcements page (/announcements): its words, the table's caption and headers, its states.
export default {
  heading: 'Announcements',
  lead: 'News from the Nard Foundation: opening hours, events and new projects.',
  loading: 'Loading announcements…',
  empty: 'There are no announcements right now. Please check again soon.',
  problem: 'We could not load the announcements. {problem}',
  tryAgain: 'Try again',
  caption: 'Announcements, newest first',
  columnNumber: 'No',
  columnDate: 'Date',
  columnTitle: 'Title',
  columnDetails: 'Details',
  showDetails: 'Show<hidden> details of {title}</hidden>',
  hideDetails: 'Hide<hidden> details of {title}</hidden>',
};
