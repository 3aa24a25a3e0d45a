// The API's records and the bodies of its answers (docs/architecture.md, "API").
import type {
  AnchorProject,
  Announcement,
  AuditReport,
  Contributor,
  Expenditure,
  GiftRecord,
  PledgedGift,
  PublicConfig,
  PublicEvent,
  User,
} from '../data/index.ts';

export type {
  AnchorProject,
  AnchorProjectRef,
  Announcement,
  AuditReport,
  Contributor,
  EventRow,
  EventType,
  Expenditure,
  PublicEvent,
  User,
} from '../data/index.ts';

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

/** GET /me/gifts: the signed-in donor's gifts, newest first. */
export type MyGiftsAnswer = {gifts: GiftRecord[]};

/** GET /config. */
export type PublicConfigAnswer = {config: PublicConfig};
