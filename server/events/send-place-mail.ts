// Sending a mail about one person's place at an event (place-mails.ts writes it) within their address's
// daily budget. The routes, the reminder job, the staff's event changes and the account deletion all send
// through here, so none of them reaches into another's file for it.
import type {AppDeps} from '../app-deps.ts';
import {type MailOutcome, sendWithinBudget} from '../mail/send-within-budget.ts';
import {type SignupMailKind, signupMail} from './place-mails.ts';
import type {EventStores} from './store/event-stores.ts';
import type {SignupNotice} from './store/place-store.ts';

/** What became of one mail about a place: `dropped` when the address's mail budget for the day was spent. */
export type PlaceMailOutcome = MailOutcome;

/** Sends one mail about a place within the address's daily budget; a failure is logged (the place is saved). */
export async function sendPlaceMail(
  deps: AppDeps<EventStores>,
  kind: SignupMailKind,
  notice: SignupNotice,
  position: number | null = null,
): Promise<PlaceMailOutcome> {
  const what = `events: the ${kind} mail for sign-up ${notice.signupId}`;
  try {
    const message = await signupMail(kind, notice, {site: deps.config.publicUrl, now: deps.now(), position});
    return await sendWithinBudget(deps, message, what);
  } catch (error) {
    console.error(`${what} could not be written`, error);
    return 'failed';
  }
}
