// Carrying out a deletion (issue 24), for the owner's DELETE /api/me and the administrators' console alike:
// the store's one transaction, then the mails it leads to (the former address, and whoever moved up into a
// place the person gave up). A mail that fails is logged; the deletion stands.
import type {AppDeps} from '../app-deps.ts';
import type {AccountDeletion} from '../db/account-deletion-store.ts';
import type {Actor} from '../db/staff-store.ts';
import {singaporeDate} from '../events/singapore-date.ts';
import {sendSignupMail} from '../routes/event-signups.ts';
import {accountDeletedMail} from './account-deleted-mail.ts';

export async function deleteAccount(
  deps: AppDeps,
  userId: string,
  actor: Actor,
): Promise<AccountDeletion | null> {
  const now = deps.now();
  const deleted = await deps.store.deleteAccount(userId, actor, now, singaporeDate(now));
  if (!deleted) return null;
  await deps.mailer
    .send({to: deleted.formerEmail, ...accountDeletedMail(actor.id === userId)})
    .catch((error: unknown) => console.error('The account deletion notice was not sent:', error));
  for (const notice of deleted.promoted) await sendSignupMail(deps, 'promoted', notice);
  return deleted;
}
