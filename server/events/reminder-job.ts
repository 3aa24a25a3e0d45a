// The reminder mails, sent by a timer inside the server the day before each event. Several processes may
// run it on one database: each run claims the due reminders in one statement (claimReminders), so every
// reminder belongs to exactly one process and is sent once. A failed mail gives its claim back.

import {singaporeDate} from '../../core/format/singapore-date.ts';
import type {AppDeps} from '../app-deps.ts';
import {jobClaimer, repeatEvery} from '../jobs/repeat-every.ts';
import {sendPlaceMail} from './send-place-mail.ts';
import type {EventStores} from './store/event-stores.ts';

/** Claims and sends the reminders for tomorrow's events (Singapore); returns how many were sent. */
export async function sendDueReminders(deps: AppDeps<EventStores>, claimer: string): Promise<number> {
  const tomorrow = singaporeDate(deps.now(), 1);
  const due = await deps.store.claimReminders(tomorrow, claimer, deps.now());
  let sent = 0;
  for (const notice of due) {
    const outcome = await sendPlaceMail(deps, 'reminder', notice);
    if (outcome === 'sent') sent++;
    // A failed mail is tried again by the next run; a dropped one (the address's budget) is not.
    if (outcome === 'failed') await deps.store.releaseReminder(notice.signupId);
  }
  return sent;
}

/**
 * Runs {@link sendDueReminders} now and then every `intervalMs`; runs never overlap. Returns `stop()`.
 * @example const stop = startReminderJob(deps, config.reminderIntervalMs);
 */
export function startReminderJob(deps: AppDeps<EventStores>, intervalMs: number): () => void {
  const claimer = jobClaimer();
  return repeatEvery(intervalMs, 'events: the reminder run', () => sendDueReminders(deps, claimer));
}
