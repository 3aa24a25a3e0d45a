// The storage the content domain uses: public content and the site settings, with the accounts'
// (who is staff) and the shared rate counters and mail outbox.
// A route or job of the domain takes `AppDeps<ContentStores>`: the whole Store fits it, and nothing else is in reach.

import type {AccountStores} from '../../accounts/store/account-stores.ts';
import type {InOneTransaction} from '../../db/in-one-transaction.ts';
import type {ContentStore} from './content-store.ts';
import type {SiteSettingsStore} from './site-settings-store.ts';

/** What the domain's modules may read and write, in one transaction when they need to. */
export interface ContentStores
  extends ContentStore,
    SiteSettingsStore,
    Omit<AccountStores, 'inOneTransaction'>,
    InOneTransaction<ContentStores> {}
