// The storage the routes see: public content, accounts, staff data and rate-limit counters, each behind an
// interface.
import type {DatabaseSync} from 'node:sqlite';
import type {AccountStore} from './account-store.ts';
import type {ApplicantStore} from './applicant-store.ts';
import type {ContentStore} from './content-store.ts';
import type {EventSignupStore} from './event-signup-store.ts';
import type {RateCounterStore} from './rate-counter-store.ts';
import type {SiteSettingsStore} from './site-settings-store.ts';
import {createSqliteAccountStore} from './sqlite-account-store.ts';
import {createSqliteApplicantStore} from './sqlite-applicant-store.ts';
import {createSqliteContentStore} from './sqlite-content-store.ts';
import {createSqliteEventSignupStore} from './sqlite-event-signup-store.ts';
import {createSqliteRateCounterStore} from './sqlite-rate-counter-store.ts';
import {createSqliteSiteSettingsStore} from './sqlite-site-settings-store.ts';
import {createSqliteStaffStore} from './sqlite-staff-store.ts';
import type {StaffStore} from './staff-store.ts';

/** Everything routes may read or write. Only routes (and the seed/import commands) touch it. */
export type Store = ContentStore &
  AccountStore &
  StaffStore &
  ApplicantStore &
  SiteSettingsStore &
  EventSignupStore &
  RateCounterStore;

/** The SQLite Store over an open, migrated database. */
export function createSqliteStore(db: DatabaseSync): Store {
  // Staff writes to public content share the content store's write counter (its contentVersion).
  const writes = {count: 0};
  return {
    ...createSqliteContentStore(db, writes),
    ...createSqliteAccountStore(db),
    ...createSqliteStaffStore(db, writes),
    ...createSqliteApplicantStore(db),
    ...createSqliteSiteSettingsStore(db, writes),
    ...createSqliteEventSignupStore(db, writes),
    ...createSqliteRateCounterStore(db),
  };
}
