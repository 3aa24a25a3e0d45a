// The records the API sends, shared by the server that writes them and the clients that read them
// (docs/architecture.md, "API"). Types only.

import type {Language} from '../i18n/index.ts';
import type {ContentTranslations} from './content-in.ts';

/** A registered user as the API returns it; `role` is one of core's `ROLES` ('user' unless granted more). */
export type User = {
  id: string;
  fullName: string;
  email: string;
  role: string;
  phoneNumber: string;
  address: string;
  /** The owner opened the link we mailed to this address; until then no event sign-up (issue 19). */
  emailConfirmed: boolean;
  /** Other signed-in people see this person's first name on volunteer events; else "A volunteer". */
  showFirstName: boolean;
  /**
   * The language our mails to this person are in (the page they signed up on, or their profile's choice).
   * The API always sends it; a user the site stored before it existed has none.
   */
  language?: Language;
};

/** The anchor project a contribution or expense belongs to. */
export type AnchorProjectRef = {_id: string; title: string};

/** An anchor project as GET /api/projects lists it: `goal` in dollars, `null` while no goal is set. */
export type AnchorProject = {id: string; title: string; goal: number | null};

/** A contribution; `date` is `YYYY-MM-DD`, `amount` in dollars. */
export type Contributor = {
  _id: string;
  name: string;
  date: string;
  amount: number;
  anchorProjectId: AnchorProjectRef;
};

/** An expense; `date` is `YYYY-MM-DD`, `amount` in dollars. */
export type Expenditure = {
  _id: string;
  item: string;
  date: string;
  amount: number;
  detail: string;
  anchorProjectId: AnchorProjectRef;
};

/** An annual audit report document. */
export type AuditReport = {year: number; url: string};

/** An announcement; the API lists them newest first. */
export type Announcement = {
  id: string;
  date: string;
  title: string;
  description: string;
  /** Shown in the home page's pop-up; at most one announcement is (issue 20). Absent: not. */
  popup?: boolean;
  /** The title and description in other languages (decision 032); absent when staff gave none. */
  translations?: ContentTranslations<'announcements'>;
};

/** Which events table: volunteering or work. */
export type EventType = 'volunteer' | 'work';

/** What staff set on an event (the admin import's columns and the staff API's fields). */
export type EventFields = {
  type: EventType;
  date: string;
  description: string;
  venue: string;
  time: string;
  task: string;
  /** Names the spec's sample shows under 'Volunteers Needed'. */
  needed: string[];
  /** Names signed up offline (paper, phone), recorded by staff; online sign-ups are added to them. */
  signedUp: string[];
  ojtHours: number;
  ojtTotal: number;
  /** At most this many people take part; more join a waiting list. */
  capacity: number;
  /** Listed in both tables: volunteers and Work For Us applicants may sign up. */
  openToBoth: boolean;
  /** The description and task in other languages (decision 032); absent when staff gave none. */
  translations?: ContentTranslations<'events'>;
};

/** An event as staff read it (the offline names only in `signedUp`), with its places. */
export type EventRow = EventFields & {
  id: string;
  /** Places not yet taken (never below 0). */
  placesLeft: number;
  /** People on the waiting list. */
  waitingCount: number;
};

/**
 * A row of the public volunteer or work events table: the same bytes for everyone, so no names at all
 * (issue 19 #16). Signed-in people may ask for the names on volunteer events (EventNamesAnswer).
 */
export type PublicEvent = Omit<EventRow, 'needed' | 'signedUp'> & {
  /** Places taken: confirmed sign-ups and the names staff added. */
  signedUpCount: number;
};

/** The word a person is listed by when they have not chosen to show their first name. */
export const UNNAMED_VOLUNTEER = 'A volunteer';

/**
 * The status of a gift: pledged (waiting for the money), received, review (another amount came), void
 * (recorded in error, or never paid), refunded (it arrived and went back to the donor; issue 55).
 */
export type GiftStatus = 'pledged' | 'received' | 'review' | 'void' | 'refunded';

/**
 * POST /api/gifts' data: the reference to pay with and the PayNow payload that carries it; `mailed` is
 * false when the pledge mail was not sent (its address, or every address this hour, had its pledge mails).
 */
export type PledgedGift = {
  reference: string;
  amount: number;
  project: string;
  status: 'pledged';
  paynowPayload: string;
  mailed: boolean;
};

/**
 * A gift as staff and its donor see it: amounts in dollars, the ID number only masked (`S****567D`).
 * `received` and `receivedOn` are what arrived and when, once received or under review.
 */
export type GiftRecord = {
  id: string;
  reference: string;
  amount: number;
  project: string;
  projectTitle: string;
  donorName: string;
  showName: boolean;
  email: string;
  taxIdType: 'NRIC' | 'FIN' | 'UEN' | null;
  taxIdMasked: string | null;
  taxName: string | null;
  status: GiftStatus;
  createdAt: string;
  /** The Singapore day of the pledge (of the record, for a gift recorded by hand): no gift arrives before it. */
  pledgedOn: string;
  received: number | null;
  receivedOn: string | null;
  receiptNumber: string | null;
  voidReason: string | null;
  paidBy: string | null;
  chequeNumber: string | null;
  /** The staff's note on their last decision about the gift (staff only; the donor's own list has none). */
  note: string | null;
};

/**
 * Where a received gift's receipt mail is (issue 55), as staff see it: sent (`at`, ISO), not delivered yet
 * (waiting for its next try, `reason` in words once a try failed), or given up after days of tries.
 */
export type ReceiptMailRecord =
  | {state: 'sent'; at: string}
  | {state: 'waiting'; reason: string | null}
  | {state: 'failed'; reason: string};

/** A gift in the staff's list: with its receipt mail, null when it has none (not received, or no address). */
export type StaffGiftRecord = GiftRecord & {receiptMail: ReceiptMailRecord | null};
