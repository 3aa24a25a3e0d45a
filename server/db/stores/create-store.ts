// The Store: every domain's store over one StoreContext (the pool, or one open transaction).
import type {Store} from '../store.ts';
import {inTransaction, type StoreContext} from '../store-context.ts';
import {accountDeletionStore} from './account-deletion.ts';
import {accountStore} from './accounts.ts';
import {applicantStore} from './applicants.ts';
import {consentStore} from './consents.ts';
import {contentStore} from './content.ts';
import {donorAccessStore} from './donor-access.ts';
import {eventSignupStore} from './event-signups.ts';
import {giftStore} from './gifts.ts';
import {irasFilingStore} from './iras-filings.ts';
import {mailOutboxStore} from './mail-outbox.ts';
import {passkeyStore} from './passkeys.ts';
import {rateCounterStore} from './rate-counters.ts';
import {retentionStore} from './retention.ts';
import {siteSettingsStore} from './site-settings.ts';
import {staffStore} from './staff.ts';
import {twoStepStore} from './two-step.ts';

/** Every store over `ctx`; cheap (no statement is prepared here), so a transaction gets its own. */
export function createStore(ctx: StoreContext): Store {
  return {
    inOneTransaction: (work) => inTransaction(ctx, (tx) => work(createStore(tx))),
    ...contentStore(ctx),
    ...consentStore(ctx),
    ...accountStore(ctx),
    ...accountDeletionStore(ctx),
    ...staffStore(ctx),
    ...applicantStore(ctx),
    ...siteSettingsStore(ctx),
    ...eventSignupStore(ctx),
    ...giftStore(ctx),
    ...irasFilingStore(ctx),
    ...mailOutboxStore(ctx),
    ...donorAccessStore(ctx),
    ...twoStepStore(ctx),
    ...passkeyStore(ctx),
    ...rateCounterStore(ctx),
    ...retentionStore(ctx),
  };
}
