// The foundation's content: its facts and programme, the anchor projects, the public config, the ledgers'
// and announcements' records and their translations. Plain values and types.

export {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type ContentTranslations,
  contentIn,
  TRANSLATED_FIELDS,
  type TranslatedKind,
} from './content-in.ts';
export type {
  AnchorProject,
  AnchorProjectRef,
  Announcement,
  AuditReport,
  Contributor,
  Expenditure,
} from './content-records.ts';
export {
  type FigureTotals,
  figureTotals,
  type LedgerSum,
  type ProjectTotals,
} from './figure-totals.ts';
export {FOUNDATION, STATISTICS, STORE_HOURS, WORKING_HOURS} from './foundation.ts';
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
  type PublicConfig,
  publicConfigFromEnv,
  type RetentionPeriods,
  SENT_MAIL_DAYS,
  sampleFacts,
  TAX_ID_YEARS,
} from './public-config.ts';
