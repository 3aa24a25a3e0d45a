// The staff console's storage (issue 13): roles, the content records staff edit, and the activity log.
// Every write method takes the acting staff member and records its activity row (before/after as JSON)
// in the SAME transaction as the write, so the log cannot miss a change. Writes to public content also
// move `contentVersion()` (content-store.ts), so the cached public answers follow at once.

import type {Role} from '../../../core/accounts/index.ts';
import type {Announcement, Contributor, Expenditure} from '../../../core/content/index.ts';
import type {EventFields} from '../../../core/events/index.ts';
import type {AccountSummary, ActivityEntry, Page, StaffEvent} from '../../../core/staff/index.ts';
import type {PublicUser} from '../../accounts/store/account-store.ts';
import type {Actor, Change} from '../../db/actor.ts';
import type {PageRequest} from '../../db/store/page.ts';
import type {PlacesRefusal, SignupNotice} from '../../events/store/place-store.ts';

export type {Actor, Change, PageRequest};

/** The records staff create, edit and delete one at a time: fields in, record out. */
export type StaffRecords = {
  announcements: {fields: Omit<Announcement, 'id'>; record: Announcement};
  contributors: {
    fields: {name: string; date: string; amountCents: number; anchorProjectId: string};
    record: Contributor;
  };
  expenditures: {
    fields: {item: string; date: string; amountCents: number; detail: string; anchorProjectId: string};
    record: Expenditure;
  };
  events: {fields: EventFields; record: StaffEvent};
};

export type StaffRecordKind = keyof StaffRecords;

export type StaffStore = {
  /**
   * Sets the role of the account with this e-mail (the `admin:grant` command) and logs it with actor
   * `{id: 'command-line', email: 'admin:grant'}`. A new role ends every session of the person (both
   * methods). Null when no account has the e-mail.
   */
  grantRoleByEmail(
    email: string,
    role: Role,
    now: number,
  ): Promise<(Change<Role> & {user: PublicUser}) | null>;
  /** Sets the role of an account by id, logged as `actor`. Null when the account does not exist. */
  changeRole(userId: string, role: Role, actor: Actor, now: number): Promise<Change<AccountSummary> | null>;
  /** Accounts, newest first, optionally only those whose name or e-mail contains `search`. */
  listAccounts(request: PageRequest & {search?: string}): Promise<Page<AccountSummary>>;

  /** Every record of a kind, as staff see them (events: past and cancelled too), newest date first. */
  listRecords<K extends StaffRecordKind>(kind: K): Promise<StaffRecords[K]['record'][]>;
  getRecord<K extends StaffRecordKind>(kind: K, id: string): Promise<StaffRecords[K]['record'] | null>;
  createRecord<K extends StaffRecordKind>(
    kind: K,
    fields: StaffRecords[K]['fields'],
    actor: Actor,
    now: number,
  ): Promise<StaffRecords[K]['record']>;
  /**
   * Creates every row in one transaction (all or nothing), one activity row each (the CSV import).
   * Returns how many were written.
   */
  createRecords<K extends StaffRecordKind>(
    kind: K,
    rows: readonly StaffRecords[K]['fields'][],
    actor: Actor,
    now: number,
    /** A ledger import's id, so `undoImport` can take exactly its rows back. */
    batch?: string,
  ): Promise<number>;
  /**
   * Deletes every row of one ledger import in one transaction, with one Activity line; answers how many
   * (0: no such import, or already undone).
   */
  undoImport(
    kind: 'contributors' | 'expenditures',
    batch: string,
    actor: Actor,
    now: number,
  ): Promise<number>;
  /**
   * For each ledger row, whether the ledger already has one with the same date, name (item) and amount: an
   * import of a statement already imported warns before it doubles the figures (issue 20).
   */
  ledgerDuplicates(
    kind: 'contributors' | 'expenditures',
    rows: readonly {date: string; amountCents: number; name?: string; item?: string}[],
  ): Promise<boolean[]>;
  /**
   * Replaces the fields of one record; null when it does not exist. An event's edit is refused when more
   * people would hold places than it has; places it frees go to its waiting list in the same transaction
   * (`promoted`, whose mails the caller sends once this has committed); a new date, time or venue is
   * news for everyone else signed up or waiting (`told`).
   */
  updateRecord<K extends StaffRecordKind>(
    kind: K,
    id: string,
    fields: StaffRecords[K]['fields'],
    actor: Actor,
    now: number,
  ): Promise<
    | (Change<StaffRecords[K]['record']> & {promoted: SignupNotice[]; told: SignupNotice[]})
    | {refused: PlacesRefusal}
    | null
  >;
  /**
   * Cancels an event (kept, with its sign-ups, for history) and answers everyone who held or awaited a
   * place, read in the same transaction, for the cancellation mails; null when absent or already cancelled.
   */
  cancelEvent(
    id: string,
    actor: Actor,
    now: number,
  ): Promise<{event: StaffRecords['events']['record']; told: SignupNotice[]} | null>;
  /** Deletes one record (events: marks it cancelled instead, keeping sign-ups for history); null when absent. */
  deleteRecord<K extends StaffRecordKind>(
    kind: K,
    id: string,
    actor: Actor,
    now: number,
  ): Promise<StaffRecords[K]['record'] | null>;

  /** The activity log, newest first. */
  listActivity(request: PageRequest): Promise<Page<ActivityEntry>>;
  /**
   * An administrator takes one person's data for their written access request (issue 24): the account as
   * the person sees it (null: none, or deleted), and an Activity line with who took whose data.
   */
  takePersonalData(userId: string, actor: Actor, now: number): Promise<PublicUser | null>;
};
