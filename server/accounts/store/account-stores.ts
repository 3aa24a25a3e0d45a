// The storage the accounts domain uses: accounts, two-step factors, passkeys, consents, with the
// shared rate counters and mail outbox.
// A route or job of the domain takes `AppDeps<AccountStores>`: the whole Store fits it, and nothing else is in reach.
import type {InOneTransaction} from '../../db/in-one-transaction.ts';
import type {RateCounterStore} from '../../http/store/rate-counter-store.ts';
import type {MailOutboxStore} from '../../mail/store/mail-outbox-store.ts';
import type {AccountStore} from './account-store.ts';
import type {ConsentStore} from './consent-store.ts';
import type {PasskeyStore} from './passkey-store.ts';
import type {TwoStepStore} from './two-step-store.ts';

/** What the domain's modules may read and write, in one transaction when they need to. */
export interface AccountStores
  extends AccountStore,
    TwoStepStore,
    PasskeyStore,
    ConsentStore,
    RateCounterStore,
    MailOutboxStore,
    InOneTransaction<AccountStores> {}
