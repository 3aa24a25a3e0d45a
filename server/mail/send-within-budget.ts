// One mail to a person, within their address's daily budget (mail-budget.ts): what every mail that a
// stranger's action can cause goes through. A failure is logged, never thrown: what caused the mail is saved.
// Pledge mails count against budgets of their own (pledge-mail-budget.ts) and are sent with `sendLogged`.
import type {AppDeps} from '../app-deps.ts';
import type {RateCounterStore} from '../http/store/rate-counter-store.ts';
import {mailBudget} from './mail-budget.ts';
import type {MailMessage} from './mailer.ts';

/** What became of the mail: `dropped` when the address's mail budget for the day was spent. */
export type MailOutcome = 'sent' | 'dropped' | 'failed';

/**
 * Sends `message` unless its address had its mails for today; `what` names it in the log (no address).
 * @example await sendWithinBudget(deps, confirmationMessage, `the confirmation of signup ${signup.id}`)
 */
export async function sendWithinBudget(
  deps: AppDeps<RateCounterStore>,
  message: MailMessage,
  what: string,
): Promise<MailOutcome> {
  if (!(await mailBudget(deps)(message.to))) {
    console.warn(`${what} was dropped: the address had its mails for today`);
    return 'dropped';
  }
  return sendLogged(deps, message, what);
}

/**
 * Sends `message` whose budget was counted already; a failure is logged as `what` (no address).
 * @example await sendLogged(deps, pledgeMessage, `the pledge mail for gift ${gift.id}`)
 */
export async function sendLogged(
  deps: AppDeps<RateCounterStore>,
  message: MailMessage,
  what: string,
): Promise<'sent' | 'failed'> {
  try {
    await deps.mailer.send(message);
    return 'sent';
  } catch (error) {
    console.error(`${what} failed`, error);
    return 'failed';
  }
}
