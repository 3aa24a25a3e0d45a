// Plain named values shared by the site, the widgets and the server. No framework, no Node built-ins.

export {
  announcementPlainText,
  type Block,
  cleanAnnouncementText,
  type Inline,
  parseAnnouncementText,
} from './announcement-text.ts';
export {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type ContentTranslations,
  contentIn,
  type ShownContent,
  TRANSLATED_FIELDS,
  type TranslatedKind,
} from './content-in.ts';
export {CSV_BOM, type CsvCell, csvCell, toCsv} from './csv.ts';
export {
  type ClockTime,
  clockValue,
  type EventTime,
  eventHasStarted,
  formatClock,
  formatEventTime,
  parseEventTime,
  storedEventTime,
} from './event-time.ts';
export {
  AGE_OPTIONS,
  type AgeOption,
  DEFAULT_PHONE_COUNTRY,
  MIN_AGE,
  OTP_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  TEXT_LIMITS,
} from './form-limits.ts';
export {FOUNDATION, type OpeningHours, STATISTICS, STORE_HOURS, WORKING_HOURS} from './foundation.ts';
export {findGiftReference, isGiftReference, newGiftReference, REFERENCE_ALPHABET} from './gift-reference.ts';
export type {IrasFilingRecord} from './iras-filing-records.ts';
export {LOGO_MARK, type LogoShape} from './logo-mark.ts';
export {FIELD_MESSAGES, MESSAGES, NETWORK_ERROR_MESSAGE} from './messages.ts';
export {
  APPLICATION_NOTICE,
  currentNotice,
  GIFT_TAX_NOTICE,
  NOTICE_WORDINGS,
  type NoticeForm,
  type NoticeWording,
  noticeById,
} from './notices.ts';
export {PAGE_SCRIPTS_TEMPLATE_ID, PAGE_START_SCRIPT} from './page-start.ts';
export {EMAIL_PATTERN, OTP_PATTERN, PASSWORD_PATTERN, PASSWORD_SYMBOLS} from './patterns.ts';
export {COURSES, PARTNERS, SERVICE_CARDS, TRAINING} from './programme.ts';
export {
  ANCHOR_PROJECTS,
  type AnchorProjectId,
  GENERAL_FUND,
  giftProjectTitle,
  projectForPage,
  projectPagePath,
} from './projects.ts';
export {
  DEFAULT_PUBLIC_CONFIG,
  DEFAULT_RETENTION,
  type PublicConfig,
  publicConfigFromEnv,
  type RetentionPeriods,
  SENT_MAIL_DAYS,
  sampleFacts,
  TAX_ID_YEARS,
} from './public-config.ts';
export type {
  AnchorProject,
  AnchorProjectRef,
  Announcement,
  AuditReport,
  Contributor,
  EventFields,
  EventRow,
  EventType,
  Expenditure,
  GiftRecord,
  GiftStatus,
  PledgedGift,
  PublicEvent,
  ReceiptMailRecord,
  StaffGiftRecord,
  User,
} from './records.ts';
export {UNNAMED_VOLUNTEER} from './records.ts';
export {isRegionKey, REGION_KEYS, REGION_LABELS, REGIONS, type RegionKey} from './regions.ts';
export {hasRole, isRole, ROLE_LABELS, ROLES, type Role, roleLabel} from './roles.ts';
export type {MyEvent, SignupStatus, StaffSignup} from './signup-records.ts';
export {
  type AccountSummary,
  type ActivityEntry,
  APPLICANT_STATUSES,
  type Applicant,
  type ApplicantStatus,
  type InboxMessage,
  type Page,
  type PartnerOrigin,
  type StaffEvent,
} from './staff-records.ts';
export type {
  StatementColumns,
  StatementImport,
  StatementReport,
  StatementReportRow,
} from './statement-records.ts';
export {
  STACK_BELOW_PX,
  STACK_CONTAINER,
  STACK_MEDIA,
  type StackedTableColors,
  stackedTableCss,
} from './table-layout.ts';
export {
  HEADLINE_ROTATE_MS,
  HOVER_ZOOM,
  RESEND_OTP_SECONDS,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
} from './timings.ts';
export {CONTRAST_PAIRS, type ColourToken, type ContrastPair, tokens} from './tokens.ts';
