// The storage the events domain uses: places at events, with the public content it lists them
// beside and the accounts of the people who take them.
// A route or job of the domain takes `AppDeps<EventStores>`: the whole Store fits it, and nothing else is in reach.

import type {ContentStores} from '../../content/store/content-stores.ts';
import type {InOneTransaction} from '../../db/in-one-transaction.ts';
import type {EventSignupStore} from './place-store.ts';

/** What the domain's modules may read and write, in one transaction when they need to. */
export interface EventStores
  extends EventSignupStore,
    Omit<ContentStores, 'inOneTransaction'>,
    InOneTransaction<EventStores> {}
