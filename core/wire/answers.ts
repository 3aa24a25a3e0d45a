// The API's records and the bodies of its answers (docs/architecture.md, "API"): the server answers with
// them and every client reads them (contract.ts names which route answers which).

import type {User} from '../accounts/user-record.ts';
import type {
  AnchorProject,
  Announcement,
  AuditReport,
  Contributor,
  Expenditure,
} from '../content/content-records.ts';
import type {FigureTotals} from '../content/figure-totals.ts';
import type {PublicConfig} from '../content/public-config.ts';
import type {GiftRecord, PledgedGift} from '../donate/gift-records.ts';
import type {EventType, PublicEvent} from '../events/event-records.ts';
import type {MyEvent, SignupStatus} from '../events/place-records.ts';

export type {User} from '../accounts/user-record.ts';
export type {
  AnchorProject,
  AnchorProjectRef,
  Announcement,
  AuditReport,
  Contributor,
  Expenditure,
} from '../content/content-records.ts';
export type {EventRow, EventType, PublicEvent} from '../events/event-records.ts';
export type {MyEvent, SignupStatus} from '../events/place-records.ts';

/** Answers that carry only a message. */
export type MessageAnswer = {message: string};

/** POST /auth/login. */
export type LoginAnswer = SignedInAnswer | TwoStepAnswer;

/** A completed log-in: the user and both tokens (SPEC section 8). */
export type SignedInAnswer = {message: string; user: User; token: string; refreshToken: string};

/** The password was right and the account has a second factor: no tokens yet (issue 23). */
export type TwoStepAnswer = {
  message: string;
  data: {twoStepRequired: true; twoStepToken: string; methods: ('totp' | 'recovery' | 'passkey')[]};
};

/** POST /auth/refresh-token. */
export type RefreshAnswer = {accessToken: string; refreshToken: string};

/** POST /auth/verify-otp. */
export type VerifyOtpAnswer = {message: string; resetToken: string};

/** GET and PATCH /auth/me. */
export type ProfileAnswer = {user: User};

/** GET /contributors. */
export type ContributorsAnswer = {contributors: Contributor[]};

/** GET /figures (issue 58): every figure the pages show, without the ledger's rows. */
export type FiguresAnswer = {figures: FigureTotals};

/** GET /expenditures. */
export type ExpendituresAnswer = {expenditures: Expenditure[]};

/** GET /audit-reports. */
export type AuditReportsAnswer = {auditReports: AuditReport[]};

/** GET /projects: the anchor projects with their goals. */
export type ProjectsAnswer = {projects: AnchorProject[]};

/** GET /announcements. */
export type AnnouncementsAnswer = {announcements: Announcement[]};

/** GET /events: no names (issue 19 #16). */
export type EventsAnswer = {events: PublicEvent[]};

/** GET /events/names (signed in): per volunteer event id, first names or "A volunteer", in sign-up order. */
export type EventNamesAnswer = {names: Record<string, string[]>};

/** POST /gifts: the pledge's reference and PayNow payload. */
export type PledgeAnswer = {data: PledgedGift};

/**
 * GET /me/gifts (and /donor/gifts, the same handler): the donor's gifts, newest first; an account whose
 * address is not confirmed yet gets none, `addressConfirmed: false` and the message saying why.
 */
export type MyGiftsAnswer = {gifts: GiftRecord[]; addressConfirmed: boolean; message?: string};

/** GET /config. */
export type PublicConfigAnswer = {config: PublicConfig};

/** POST and DELETE /events/:id/signup. */
export type SignupAnswer = {
  message: string;
  signup: {eventId: string; status: SignupStatus; position: number | null};
};

/** GET /me/events. */
export type MyEventsAnswer = {
  /** The kind of application the person made: they may join that table's events and those open to both. */
  applicantType: EventType | null;
  upcoming: MyEvent[];
  past: MyEvent[];
  /** Approved hours of begun work events, hours staff entered but have not approved, and all hours on offer. */
  ojt: {hoursDone: number; hoursAwaitingApproval: number; hoursTotal: number};
};
