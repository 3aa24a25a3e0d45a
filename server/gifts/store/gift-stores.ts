// The storage the gifts domain uses: gifts, their IRAS files and donors' links to My gifts, with
// the accounts and content below it.
// A route or job of the domain takes `AppDeps<GiftStores>`: the whole Store fits it, and nothing else is in reach.

import type {ContentStores} from '../../content/store/content-stores.ts';
import type {InOneTransaction} from '../../db/in-one-transaction.ts';
import type {DonorAccessStore} from './donor-access-store.ts';
import type {GiftStore} from './gift-store.ts';
import type {IrasFilingStore} from './iras-filing-store.ts';

/** What the domain's modules may read and write, in one transaction when they need to. */
export interface GiftStores
  extends GiftStore,
    IrasFilingStore,
    DonorAccessStore,
    Omit<ContentStores, 'inOneTransaction'>,
    InOneTransaction<GiftStores> {}
