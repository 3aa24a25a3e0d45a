// The storage the routes see: public content, accounts, staff data and rate-limit counters, each behind an
// interface. The contract only: stores/create-store.ts builds it over either database.

import type {AccountStore} from './accounts/store/account-store.ts';
import type {ConsentStore} from './accounts/store/consent-store.ts';
import type {PasskeyStore} from './accounts/store/passkey-store.ts';
import type {TwoStepStore} from './accounts/store/two-step-store.ts';
import type {ApplicantStore} from './applicants/store/applicant-store.ts';
import type {ContentStore} from './content/store/content-store.ts';
import type {SiteSettingsStore} from './content/store/site-settings-store.ts';
import type {EventSignupStore} from './events/store/place-store.ts';
import type {DonorAccessStore} from './gifts/store/donor-access-store.ts';
import type {GiftStore} from './gifts/store/gift-store.ts';
import type {IrasFilingStore} from './gifts/store/iras-filing-store.ts';
import type {RateCounterStore} from './http/store/rate-counter-store.ts';
import type {MailOutboxStore} from './mail/store/mail-outbox-store.ts';
import type {AccountDeletionStore} from './privacy/store/account-deletion-store.ts';
import type {RetentionStore} from './privacy/store/retention-store.ts';
import type {OverviewStore} from './staff/store/overview-store.ts';
import type {StaffStore} from './staff/store/staff-store.ts';

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
  OverviewStore &
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
