// The Store: every domain's store over one StoreContext (the pool, or one open transaction).

import {accountStore} from './accounts/store/accounts.ts';
import {consentStore} from './accounts/store/consents.ts';
import {passkeyStore} from './accounts/store/passkey-credentials.ts';
import {twoStepStore} from './accounts/store/two-step-factors.ts';
import {applicantStore} from './applicants/store/applicants.ts';
import {contentStore} from './content/store/content.ts';
import {siteSettingsStore} from './content/store/site-settings.ts';
import {inTransaction, type StoreContext} from './db/store-context.ts';
import {eventSignupStore} from './events/store/places.ts';
import {donorAccessStore} from './gifts/store/donor-access-links.ts';
import {irasFilingStore} from './gifts/store/iras-filings.ts';
import {giftStore} from './gifts/store/pledges.ts';
import {rateCounterStore} from './http/store/rate-counters.ts';
import {mailOutboxStore} from './mail/store/mail-outbox-rows.ts';
import {accountDeletionStore} from './privacy/store/account-deletion.ts';
import {retentionStore} from './privacy/store/retention-due.ts';
import {overviewStore} from './staff/store/overview.ts';
import {staffStore} from './staff/store/staff-roles.ts';
import type {Store} from './store.ts';

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
    ...overviewStore(ctx),
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
