// Carrying out a deletion (issue 24), for the owner's DELETE /api/me, the administrators' console and the
// daily clean-up alike: the store's one transaction, then the mails it leads to (the former address, and
// whoever moved up into a place the person gave up). A mail that fails is logged; the deletion stands.

import {singaporeDate} from '../../core/format/singapore-date.ts';
import type {AppDeps} from '../app-deps.ts';
import type {Actor} from '../db/actor.ts';
import {sendPlaceMail} from '../events/send-place-mail.ts';
import {accountDeletedMail, type DeletionReason} from './account-deleted-mail.ts';
import type {AccountDeletion} from './store/account-deletion-store.ts';
import type {PrivacyStores} from './store/privacy-stores.ts';

export async function deleteAccount(
  deps: AppDeps<PrivacyStores>,
  userId: string,
  actor: Actor,
  reason: Exclude<DeletionReason, 'retention'>,
): Promise<AccountDeletion | null> {
  const now = deps.now();
  const deleted = await deps.store.deleteAccount(userId, actor, now, singaporeDate(now));
  if (!deleted) return null;
  await afterDeletion(deps, deleted, reason, now);
  return deleted;
}

/** What follows a committed deletion (the daily clean-up's too): donor access ends, and the mails. */
export async function afterDeletion(
  deps: AppDeps<PrivacyStores>,
  deleted: AccountDeletion,
  reason: DeletionReason,
  now: number,
): Promise<void> {
  // The gifts lost the address in that transaction; a donor link or session for it ends too (issue 56).
  await deps.store.endDonorAccess(deleted.formerEmail, now);
  await accountDeletedMail(reason, deps.config.publicUrl, deleted.formerLanguage)
    .then((mail) => deps.mailer.send({to: deleted.formerEmail, ...mail}))
    .catch((error: unknown) => console.error('The account deletion notice was not sent:', error));
  for (const notice of deleted.promoted) await sendPlaceMail(deps, 'promoted', notice);
}
