// The storage the applicants domain uses: applications and the contact inbox, with the accounts
// and content below it.
// A route or job of the domain takes `AppDeps<ApplicantStores>`: the whole Store fits it, and nothing else is in reach.

import type {ContentStores} from '../../content/store/content-stores.ts';
import type {InOneTransaction} from '../../db/in-one-transaction.ts';
import type {ApplicantStore} from './applicant-store.ts';

/** What the domain's modules may read and write, in one transaction when they need to. */
export interface ApplicantStores
  extends ApplicantStore,
    Omit<ContentStores, 'inOneTransaction'>,
    InOneTransaction<ApplicantStores> {}
