// The storage the routes see: public content, accounts, staff data and rate-limit counters, each behind an
// interface. The contract only: stores/create-store.ts builds it over either database.
import type {AccountDeletionStore} from './account-deletion-store.ts';
import type {AccountStore} from './account-store.ts';
import type {ApplicantStore} from './applicant-store.ts';
import type {ConsentStore} from './consent-store.ts';
import type {ContentStore} from './content-store.ts';
import type {DonorAccessStore} from './donor-access-store.ts';
import type {EventSignupStore} from './event-signup-store.ts';
import type {GiftStore} from './gift-store.ts';
import type {IrasFilingStore} from './iras-filing-store.ts';
import type {MailOutboxStore} from './mail-outbox-store.ts';
import type {PasskeyStore} from './passkey-store.ts';
import type {RateCounterStore} from './rate-counter-store.ts';
import type {RetentionStore} from './retention-store.ts';
import type {SiteSettingsStore} from './site-settings-store.ts';
import type {StaffStore} from './staff-store.ts';
import type {TwoStepStore} from './two-step-store.ts';

/** Everything routes may read or write. Only routes (and the seed/import commands) touch it. */
export type Store = {
  /**
   * Runs `work` in one transaction with a store bound to it: a change and the mail it causes
   * (`queueMail`) commit together or not at all.
   * @example await deps.store.inOneTransaction(async (tx) => { await tx.createResetToken(...); await tx.queueMail(...); });
   */
  inOneTransaction<T>(work: (store: Store) => Promise<T>): Promise<T>;
} & ContentStore &
  ConsentStore &
  AccountStore &
  AccountDeletionStore &
  StaffStore &
  ApplicantStore &
  SiteSettingsStore &
  EventSignupStore &
  GiftStore &
  IrasFilingStore &
  MailOutboxStore &
  DonorAccessStore &
  TwoStepStore &
  PasskeyStore &
  RateCounterStore &
  RetentionStore;
