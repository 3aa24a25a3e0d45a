// The storage interface for public content; routes use only this, so a PostgreSQL driver can follow.

import type {
  AnchorProject,
  Announcement,
  AuditReport,
  Contributor,
  Expenditure,
  LedgerSum,
} from '../../../core/content/index.ts';
import type {EventFields, EventType, PublicEvent} from '../../../core/events/index.ts';
import type {ContactBody, ContentKind} from '../../../core/rules/index.ts';
import type {ContentTopic} from '../../db/content-topics.ts';

export type {
  AnchorProject,
  AnchorProjectRef,
  Announcement,
  AuditReport,
  Contributor,
  Expenditure,
} from '../../../core/content/index.ts';
export type {EventType} from '../../../core/events/index.ts';

/** A row of the public volunteer or work events table, as the API sends it (no names). */
export type CommunityEvent = PublicEvent;

/** A contact-form message as core's contactRules clean it. */
export type ContactMessage = ContactBody;

/** Rows an import or the seed writes; ids are made by the store, projects are referred to by id. */
export type ContentRows =
  | {kind: 'contributors'; rows: {name: string; date: string; amountCents: number; anchorProjectId: string}[]}
  | {
      kind: 'expenditures';
      rows: {item: string; date: string; amountCents: number; detail: string; anchorProjectId: string}[];
    }
  | {kind: 'announcements'; rows: Omit<Announcement, 'id'>[]}
  | {kind: 'events'; rows: EventFields[]}
  | {kind: 'audit-reports'; rows: AuditReport[]};

export type {ContentKind, ContentTopic};

/** Public content: read by the routes, written by the seed and the admin import. */
export type ContentStore = {
  /**
   * Inserts or renames the anchor projects (ids are stable slugs). `goalCents` is written only where the
   * project has no goal yet, so a goal staff set survives every restart.
   */
  upsertAnchorProjects(projects: readonly {id: string; title: string; goalCents?: number}[]): Promise<void>;
  listAnchorProjectIds(): Promise<string[]>;
  /** Every anchor project with its goal in dollars (`null`: no goal set), in the order they were made. */
  listAnchorProjects(): Promise<AnchorProject[]>;
  /**
   * Sets one project's goal (integer cents > 0, or null to clear it). False when no such project exists.
   * Bumps `contentVersion()`, so every page shows the new figures on its next load.
   */
  setProjectGoal(id: string, goalCents: number | null): Promise<boolean>;
  listContributors(): Promise<Contributor[]>;
  /**
   * Each project's side of the ledger added up by the database (issue 58): what was given (the
   * contributors' rows and the received gifts) and spent, with lines and first day. Its size grows with
   * the projects, never with the rows.
   */
  ledgerSums(): Promise<{given: LedgerSum[]; spent: LedgerSum[]}>;
  listExpenditures(): Promise<Expenditure[]>;
  listAuditReports(): Promise<AuditReport[]>;
  /** Newest first. */
  listAnnouncements(): Promise<Announcement[]>;
  /**
   * The public table of one type, oldest first: events of that type or open to both, not cancelled,
   * dated `fromDate` (YYYY-MM-DD, today in Singapore) or later.
   */
  listEvents(type: EventType, fromDate: string): Promise<CommunityEvent[]>;
  /**
   * Writes every batch in one transaction (all or nothing); `replace` first deletes the rows of each
   * batch's kind. Audit reports overwrite the same year. Returns the number of rows written.
   * `onlyIfEmpty` (the seed) writes nothing and returns 0 unless `isContentEmpty()` holds, checked inside
   * the same transaction, so instances that start together on an empty database seed it once.
   */
  importContent(
    batches: readonly ContentRows[],
    options: {replace: boolean; onlyIfEmpty?: boolean},
  ): Promise<number>;
  /** True when no announcement, event or contributor exists yet (first start). */
  isContentEmpty(): Promise<boolean>;
  saveContactMessage(message: ContactMessage, receivedAt: number): Promise<{id: string}>;
  /** Checks the connection with a real query. */
  ping(): Promise<void>;
  /** Proves the database takes writes: updates the one health_probe row in a transaction; throws if not. */
  probeWrite(now: number): Promise<void>;
  /**
   * A token that changes whenever public content on `topics` (all when omitted) may have changed: after
   * every write through this store that touched one of them, and after a commit by another connection to
   * the same database (SQLite cannot tell what another process changed: every topic moves). Synchronous
   * and cheap: the answer cache of the GET content routes asks it on every request.
   */
  contentVersion(topics?: readonly ContentTopic[]): string;
};
