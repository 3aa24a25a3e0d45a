// The console's Overview (issue 20): what waits for staff, across every domain, in one small answer.

/** What needs staff attention now (the console's Overview, issue 20). */
export type StaffOverview = {
  /** Applicants nobody has looked at yet (status 'new'). */
  newApplicants: number;
  /** Contact messages not marked handled. */
  unhandledMessages: number;
  /** Gifts where another amount came (issue 22), and bank transfers waiting for a match. */
  giftsToReview: number;
  transfersWaiting: number;
  /** Mails that could not be delivered yet (a try failed) or were given up on (issue 55). */
  mailsNotDelivered: number;
  /** The next upcoming events, soonest first, with their places. */
  nextEvents: {
    id: string;
    description: string;
    date: string;
    time: string;
    capacity: number;
    placesLeft: number;
    waitingCount: number;
  }[];
};

/** The Overview's storage. */
export type OverviewStore = {
  /** What needs attention: counts and the next `eventCount` events from `today` (Singapore). */
  staffOverview(today: string, eventCount: number): Promise<StaffOverview>;
};
