// The API's records and the bodies of its answers (docs/architecture.md, "API").
import type {PublicConfig} from '../data/index.ts';

/** A registered user as the API returns it; `role` is `''` unless staff set one. */
export type User = {
  id: string;
  fullName: string;
  email: string;
  role: string;
  phoneNumber: string;
  address: string;
};

/** The anchor project a contribution or expense belongs to. */
export type AnchorProjectRef = {_id: string; title: string};

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
export type Announcement = {id: string; date: string; title: string; description: string};

/** Which events table: volunteering or work. */
export type EventType = 'volunteer' | 'work';

/** A row of the volunteer or work events table. */
export type EventRow = {
  id: string;
  type: EventType;
  date: string;
  description: string;
  venue: string;
  time: string;
  task: string;
  needed: string[];
  signedUp: string[];
  ojtHours: number;
  ojtTotal: number;
};

/** Answers that carry only a message. */
export type MessageAnswer = {message: string};

/** POST /auth/login. */
export type LoginAnswer = {message: string; user: User; token: string; refreshToken: string};

/** POST /auth/refresh-token. */
export type RefreshAnswer = {accessToken: string; refreshToken: string};

/** POST /auth/verify-otp. */
export type VerifyOtpAnswer = {message: string; resetToken: string};

/** GET and PATCH /auth/me. */
export type ProfileAnswer = {user: User};

/** GET /contributors. */
export type ContributorsAnswer = {contributors: Contributor[]};

/** GET /expenditures. */
export type ExpendituresAnswer = {expenditures: Expenditure[]};

/** GET /audit-reports. */
export type AuditReportsAnswer = {auditReports: AuditReport[]};

/** GET /announcements. */
export type AnnouncementsAnswer = {announcements: Announcement[]};

/** GET /events. */
export type EventsAnswer = {events: EventRow[]};

/** GET /config. */
export type PublicConfigAnswer = {config: PublicConfig};
