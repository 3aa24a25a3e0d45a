// The tables as the typed query builder sees them: one description for both databases. Both migration sets
// (migrations/ and migrations/postgres/) create these columns with these names; times are milliseconds since
// the epoch (INTEGER / BIGINT, read back as numbers on both), flags are 0 or 1, dates are 'YYYY-MM-DD' text.
import type {ColumnType, Generated} from 'kysely';
import type {ContentLanguage} from '../../core/content/index.ts';
import type {Language} from '../../core/i18n/index.ts';

/** A key the database assigns on insert (INTEGER PRIMARY KEY / IDENTITY). */
type Serial = Generated<number>;
/** The language mails are written in (migration 020): 'en' unless given. */
type LanguageColumn = ColumnType<Language, Language | undefined, Language>;

export type AnchorProjectsTable = {id: string; title: string; goal_cents: number | null};
/** PostgreSQL only: the content version its triggers bump (SQLite reads PRAGMA data_version instead). */
export type ContentVersionTable = {id: number; version: number};
export type ContributorsTable = {
  id: Serial;
  name: string;
  date: string;
  amount_cents: number;
  anchor_project_id: string;
  import_batch: ColumnType<string | null, string | null | undefined, string | null>;
};
export type ExpendituresTable = {
  id: Serial;
  item: string;
  date: string;
  amount_cents: number;
  detail: string;
  anchor_project_id: string;
  import_batch: ColumnType<string | null, string | null | undefined, string | null>;
};
export type AuditReportsTable = {
  year: number;
  url: string;
  pdf: Uint8Array | null;
  uploaded_at: number | null;
};
/** A field's words per other language (`title_zh`, ...; migration 021): NULL where staff gave none. */
export type TranslationColumns<F extends string> = {
  [C in `${F}_${ContentLanguage}`]: ColumnType<string | null, string | null | undefined, string | null>;
};
export type AnnouncementsTable = {
  id: Serial;
  date: string;
  title: string;
  description: string;
  popup: ColumnType<number, number | undefined, number>;
} & TranslationColumns<'title' | 'description'>;
export type EventsTable = {
  id: Serial;
  type: 'volunteer' | 'work';
  date: string;
  description: string;
  venue: string;
  time: string;
  task: string;
  needed_json: string;
  signed_up_json: string;
  ojt_hours: number;
  ojt_total: number;
  capacity: number;
  open_to_both: number;
  cancelled_at: number | null;
} & TranslationColumns<'description' | 'task'>;
export type ContactMessagesTable = {
  id: Serial;
  name: string;
  email: string;
  subject: string;
  message: string;
  received_at: string;
  handled_at: number | null;
  handled_by: string | null;
};
export type UsersTable = {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  age: string;
  region: string;
  city: string;
  phone_number: string;
  emergency_contact: string;
  profession: string;
  address: string;
  applicant_type: 'volunteer' | 'work';
  role: string;
  created_at: number;
  updated_at: number;
  signup_origin: string | null;
  applicant_status: ColumnType<string, string | undefined, string>;
  applicant_note: ColumnType<string, string | undefined, string>;
  email_confirmed_at: ColumnType<number | null, number | null | undefined, number | null>;
  show_first_name: ColumnType<number, number | undefined, number>;
  deleted_at: Generated<number | null>;
  language: LanguageColumn;
};
export type AuthSessionsTable = {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  user_agent: string | null;
  last_seen_at: number | null;
  second_step_at: Generated<number | null>;
  password_at: Generated<number | null>;
  two_step_at: Generated<number | null>;
};
export type RefreshTokensTable = {
  id: Serial;
  session_id: string;
  token_hash: string;
  created_at: number;
  rotated_at: number | null;
  successor_sealed: string | null;
};
export type OtpCodesTable = {
  id: Serial;
  user_id: string;
  code_hash: string;
  created_at: number;
  expires_at: number;
  attempts: ColumnType<number, number | undefined, number>;
  consumed_at: number | null;
};
export type OtpRequestsTable = {email_key: string; requested_at: number};
export type OtpCodeTriesTable = {id: Serial; user_id: string; tried_at: number};
export type ResetTokensTable = {
  id: Serial;
  user_id: string;
  /** The address the code or link was mailed to: the token works only while the account has it. */
  email: string | null;
  token_hash: string;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
};
export type EmailLinksTable = {
  id: Serial;
  user_id: string;
  email: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
  changes_address: Generated<number>;
};
export type IdempotencyKeysTable = {
  scope: string;
  idempotency_key: string;
  request_hash: string;
  status: number;
  body: string;
  created_at: number;
};
export type RateCountersTable = {key: string; count: number; reset_at: number};
export type PartnerOriginsTable = {
  origin: string;
  added_at: number;
  added_by: string | null;
  removed_at: number | null;
};
export type ActivityLogTable = {
  id: Serial;
  at: number;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string | null;
  after_json: string | null;
};
export type EventSignupsTable = {
  id: Serial;
  event_id: number;
  user_id: string;
  status: 'confirmed' | 'waiting' | 'withdrawn';
  signed_up_at: number;
  updated_at: number;
  attended: ColumnType<number, number | undefined, number>;
  ojt_hours: ColumnType<number, number | undefined, number>;
  hours_approved: ColumnType<number, number | undefined, number>;
  reminder_claimed_at: number | null;
  reminder_claimed_by: string | null;
};

export type GiftsTable = {
  id: Serial;
  reference: string;
  amount_cents: number;
  project: string;
  donor_name: string;
  show_name: number;
  email: string;
  tax_id_type: 'NRIC' | 'FIN' | 'UEN' | null;
  tax_id_sealed: string | null;
  tax_id_masked: string | null;
  tax_name: string | null;
  consent_at: number | null;
  status: 'pledged' | 'received' | 'review' | 'void' | 'refunded';
  created_at: number;
  updated_at: number;
  pledged_on: string | null;
  received_cents: number | null;
  received_on: string | null;
  receipt_number: string | null;
  void_reason: string | null;
  paid_by: string | null;
  cheque_number: string | null;
  staff_note: string | null;
  language: LanguageColumn;
};

/** The last receipt number given in a year (the next receipt gets last + 1). */

/** One bank statement row, imported once (by fingerprint), and what it was matched to. */
export type BankTransfersTable = {
  id: Serial;
  fingerprint: string;
  date: string;
  amount_cents: number;
  text: string;
  gift_id: number | null;
  outcome: 'matched' | 'review' | 'unmatched' | 'resolved';
  imported_at: number;
  imported_by: string;
  /** The statement import that brought it (null for rows imported before imports were kept). */
  import_id: ColumnType<number | null, number | null | undefined, number | null>;
};

/** One saved bank statement, and its undo once undone. */
export type StatementImportsTable = {
  id: Serial;
  imported_at: number;
  imported_by: string;
  undone_at: number | null;
  undone_by: string | null;
};

/** An authenticator app's secret (sealed) and the last time step it was accepted for. */
export type TotpFactorsTable = {
  user_id: string;
  secret_sealed: string;
  confirmed_at: number | null;
  last_step: number;
  created_at: number;
};

/** One single-use recovery code, as an HMAC. */
export type RecoveryCodesTable = {
  id: Serial;
  user_id: string;
  code_hash: string;
  used_at: number | null;
  created_at: number;
};

/** The second step a correct password opens, for a few minutes and a few tries. */
export type TwoStepChallengesTable = {
  token_hash: string;
  user_id: string;
  expires_at: number;
  failures: number;
  created_at: number;
};

export type PasskeysTable = {
  id: string;
  user_id: string;
  name: string;
  public_key: string;
  counter: number;
  /** JSON array of the transports the browser named at registration. */
  transports: string;
  created_at: number;
  last_used_at: number | null;
};

export type PasskeyChallengesTable = {
  challenge: string;
  purpose: 'register' | 'sign-in';
  user_id: string | null;
  expires_at: number;
  created_at: number;
};

/** The kinds of change to a person's sign-in factors (migration 022's CHECK). */
export type FactorChange =
  | 'passkey-added'
  | 'passkey-removed'
  | 'app-added'
  | 'app-removed'
  | 'codes-renewed'
  | 'reset-by-staff';

/** A change to a person's factors (issue 54), for their profile's list; the browser of the session. */
export type FactorChangesTable = {
  id: Serial;
  user_id: string;
  change: FactorChange;
  at: number;
  user_agent: string | null;
};

/** A link mailed to a donor's address (issue 56): opened once, it starts a donor session. */
export type DonorLinksTable = {
  token_hash: string;
  email: string;
  created_at: number;
  expires_at: number;
  consumed_at: Generated<number | null>;
};

/** A donor's session: reads the gifts given with its address, nothing else. */
export type DonorSessionsTable = {
  token_hash: string;
  email: string;
  created_at: number;
  expires_at: number;
  revoked_at: Generated<number | null>;
};

/** The last receipt number of a prefix's series (migration 026): NRD0000001 upwards, every year. */
export type ReceiptSeriesTable = {prefix: string; last: number};

/** An IRAS file staff downloaded, and the day it was submitted. */
export type IrasFilingsTable = {
  id: Serial;
  basis_year: number;
  batch: 'O' | 'A';
  prepared_at: number;
  prepared_by: string;
  submitted_on: string | null;
  submitted_by: string | null;
  records: number;
  total_dollars: number;
};

/** A gift as an IRAS file held it; the ID by its HMAC. */
export type IrasFiledGiftsTable = {
  filing_id: number;
  gift_id: number;
  receipt_number: string;
  id_type: string;
  id_hash: string;
  name: string;
  amount_dollars: number;
  donated_on: string;
};

/** A daily job's day, claimed by one process (the retention clean-up). */
export type JobRunsTable = {job: string; day: string; claimed_by: string; claimed_at: number};

/** The one row /api/health writes to prove the database takes writes (issue 54 #9). */
export type HealthProbeTable = {id: number; probed_at: number};

/** A notice's wording a person agreed to, with their account or their gift. */
export type ConsentsTable = {
  id: Serial;
  user_id: string | null;
  gift_id: number | null;
  notice: string;
  given_at: number;
};

/** Every table the stores read or write. */
/** One mail of the outbox (migration 025): written with its cause, sent by server/jobs/mail-sender.ts. */
export type MailOutboxTable = {
  id: Serial;
  recipient: string;
  subject: string;
  body: string;
  language: Language;
  reply_to: string | null;
  attachments_json: string | null;
  receipt_gift_id: number | null;
  what: string;
  created_at: number;
  due_at: number;
  attempts: ColumnType<number, number | undefined, number>;
  claimed_until: ColumnType<number | null, number | null | undefined, number | null>;
  sent_at: ColumnType<number | null, number | null | undefined, number | null>;
  failed_at: ColumnType<number | null, number | null | undefined, number | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
};

export type Database = {
  anchor_projects: AnchorProjectsTable;
  content_version: ContentVersionTable;
  contributors: ContributorsTable;
  expenditures: ExpendituresTable;
  audit_reports: AuditReportsTable;
  announcements: AnnouncementsTable;
  events: EventsTable;
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  otp_codes: OtpCodesTable;
  otp_requests: OtpRequestsTable;
  otp_code_tries: OtpCodeTriesTable;
  reset_tokens: ResetTokensTable;
  email_links: EmailLinksTable;
  idempotency_keys: IdempotencyKeysTable;
  rate_counters: RateCountersTable;
  partner_origins: PartnerOriginsTable;
  activity_log: ActivityLogTable;
  event_signups: EventSignupsTable;
  gifts: GiftsTable;
  bank_transfers: BankTransfersTable;
  statement_imports: StatementImportsTable;
  totp_factors: TotpFactorsTable;
  factor_changes: FactorChangesTable;
  donor_links: DonorLinksTable;
  donor_sessions: DonorSessionsTable;
  receipt_series: ReceiptSeriesTable;
  iras_filings: IrasFilingsTable;
  iras_filed_gifts: IrasFiledGiftsTable;
  recovery_codes: RecoveryCodesTable;
  two_step_challenges: TwoStepChallengesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  job_runs: JobRunsTable;
  health_probe: HealthProbeTable;
  consents: ConsentsTable;
  mail_outbox: MailOutboxTable;
};
