// The storage privacy uses: deleting an account and the daily clean-up reach every domain's records.
// Its modules take `AppDeps<PrivacyStores>`: the whole Store fits it.

import type {ApplicantStores} from '../../applicants/store/applicant-stores.ts';
import type {InOneTransaction} from '../../db/in-one-transaction.ts';
import type {EventStores} from '../../events/store/event-stores.ts';
import type {GiftStores} from '../../gifts/store/gift-stores.ts';
import type {AccountDeletionStore} from './account-deletion-store.ts';
import type {RetentionStore} from './retention-store.ts';

/** What the modules that span domains may read and write, in one transaction when they need to. */
export interface PrivacyStores
  extends AccountDeletionStore,
    RetentionStore,
    Omit<GiftStores, 'inOneTransaction'>,
    Omit<EventStores, 'inOneTransaction'>,
    Omit<ApplicantStores, 'inOneTransaction'>,
    InOneTransaction<PrivacyStores> {}
