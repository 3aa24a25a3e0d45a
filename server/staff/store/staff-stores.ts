// The storage the staff console's own modules use: roles, the records staff edit, Activity and the
// Overview, over every domain's.
// Its modules take `AppDeps<StaffStores>`: the whole Store fits it.
import type {InOneTransaction} from '../../db/in-one-transaction.ts';
import type {PrivacyStores} from '../../privacy/store/privacy-stores.ts';
import type {OverviewStore} from './overview-store.ts';
import type {StaffStore} from './staff-store.ts';

/** What the modules that span domains may read and write, in one transaction when they need to. */
export interface StaffStores
  extends StaffStore,
    OverviewStore,
    Omit<PrivacyStores, 'inOneTransaction'>,
    InOneTransaction<StaffStores> {}
