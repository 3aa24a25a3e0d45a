// AccountDeletionStore for both databases (issue 24): one transaction, the users row locked first, so a
// sign-up or a log-in racing the deletion either happens before it (and is undone) or finds no account.

import {lockedUser} from '../../accounts/store/live-users.ts';
import {recordActivity} from '../../db/activity.ts';
import {type Actor, DELETED_NAME} from '../../db/actor.ts';
import {languageOf} from '../../db/rows.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import {withdrawIn} from '../../events/store/places.ts';
import type {AccountDeletion, AccountDeletionStore} from './account-deletion-store.ts';

// The keys in Activity's before/after records that carry a person's details; `donor` is a gift's line's.
const PERSONAL_KEYS = [
  'fullName',
  'name',
  'donor',
  'email',
  'phoneNumber',
  'emergencyContact',
  'address',
  'note',
];
const NAME_KEYS = new Set(['fullName', 'name', 'donor']);

function scrubbed(json: string | null): string | null {
  if (json === null) return null;
  const record = JSON.parse(json) as Record<string, unknown>;
  for (const key of PERSONAL_KEYS) {
    if (key in record) record[key] = NAME_KEYS.has(key) ? DELETED_NAME : '';
  }
  return JSON.stringify(record);
}

/** The lines of one kind of target among `ids`, for {@link scrubActivity}'s filter. */
const aboutTargets = (targetType: string, ids: string[]) => (ids.length > 0 ? [{targetType, ids}] : []);

/**
 * Takes the person's details out of every Activity line about them, or by them: their account, their
 * sign-ups and their gifts (a gift's line names its donor, even where the gift keeps the name for IRAS).
 */
async function scrubActivity(
  tx: StoreContext,
  userId: string,
  signupIds: string[],
  giftIds: string[],
): Promise<void> {
  const targets = [...aboutTargets('signup', signupIds), ...aboutTargets('gift', giftIds)];
  const lines = await tx.db
    .selectFrom('activity_log')
    .select(['id', 'actor_id', 'before_json', 'after_json'])
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', userId),
        eb.and([eb('target_type', '=', 'account'), eb('target_id', '=', userId)]),
        ...targets.map(({targetType, ids}) =>
          eb.and([eb('target_type', '=', targetType), eb('target_id', 'in', ids)]),
        ),
      ]),
    )
    .execute();
  for (const line of lines) {
    await tx.db
      .updateTable('activity_log')
      .set({
        before_json: scrubbed(line.before_json),
        after_json: scrubbed(line.after_json),
        ...(line.actor_id === userId ? {actor_email: ''} : {}),
      })
      .where('id', '=', line.id)
      .execute();
  }
}

/** Every sign-in secret of the person: sessions end, factors and codes go. */
async function endSignIn(tx: StoreContext, userId: string, now: number): Promise<void> {
  await tx.db
    .updateTable('auth_sessions')
    .set({revoked_at: now})
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  for (const table of [
    'totp_factors',
    'recovery_codes',
    'passkeys',
    'two_step_challenges',
    'passkey_challenges',
    'email_links',
    'otp_codes',
    'reset_tokens',
    'otp_code_tries',
    'factor_changes',
  ] as const) {
    await tx.db.deleteFrom(table).where('user_id', '=', userId).execute();
  }
}

/**
 * Deletes one account inside `tx` (the caller owns the transaction): see AccountDeletionStore. `logged`
 * false leaves the Activity line to the caller, as the daily clean-up writes one for each batch.
 */
export async function deleteAccountIn(
  tx: StoreContext,
  userId: string,
  actor: Actor,
  now: number,
  today: string,
  logged: boolean,
): Promise<AccountDeletion | null> {
  const user = await lockedUser(tx, 'id', userId);
  if (!user) return null;
  const signups = await tx.db
    .selectFrom('event_signups as s')
    .innerJoin('events as e', 'e.id', 's.event_id')
    .select(['s.id', 's.event_id', 's.status', 's.attended', 'e.date'])
    .where('s.user_id', '=', userId)
    .execute();
  // A place at an event still to come is given up, so someone waiting gets it; what happened stays.
  const promoted = [];
  let placesGivenUp = 0;
  for (const signup of signups) {
    if (signup.date < today || Number(signup.attended) === 1 || signup.status === 'withdrawn') continue;
    const withdrawn = await withdrawIn(tx, Number(signup.event_id), userId, now);
    if (!withdrawn) continue;
    placesGivenUp += 1;
    promoted.push(...withdrawn.promoted);
  }
  const confirmed = user.email_confirmed_at !== null;
  const messages = confirmed
    ? await tx.db
        .deleteFrom('contact_messages')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email))
        .executeTakeFirst()
    : null;
  // Gifts stay (the ledger and the tax record); the e-mail goes, and the name unless IRAS needs it.
  const giftIds = confirmed
    ? await tx.db
        .selectFrom('gifts')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email))
        .execute()
    : [];
  const gifts = confirmed
    ? await tx.db
        .updateTable('gifts')
        .set((eb) => ({
          email: '',
          show_name: 0,
          language: 'en',
          // Staff may have written about the donor: it goes with them (migration 029).
          staff_note: null,
          donor_name: eb
            .case()
            .when('tax_id_sealed', 'is', null)
            .then(DELETED_NAME)
            .else(eb.ref('donor_name'))
            .end(),
          updated_at: now,
        }))
        .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email))
        .executeTakeFirst()
    : null;
  await endSignIn(tx, userId, now);
  await tx.db
    .updateTable('users')
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      password_hash: '',
      full_name: DELETED_NAME,
      age: '',
      region: '',
      city: '',
      phone_number: '',
      emergency_contact: '',
      profession: '',
      address: '',
      role: '',
      signup_origin: null,
      applicant_note: '',
      email_confirmed_at: null,
      show_first_name: 0,
      language: 'en',
      updated_at: now,
      deleted_at: now,
    })
    .where('id', '=', userId)
    .execute();
  await scrubActivity(
    tx,
    userId,
    signups.map((signup) => String(signup.id)),
    giftIds.map((gift) => String(gift.id)),
  );
  const counts = {
    placesGivenUp,
    attendanceKept: signups.filter((signup) => Number(signup.attended) === 1).length,
    messages: Number(messages?.numDeletedRows ?? 0),
    gifts: Number(gifts?.numUpdatedRows ?? 0),
  };
  if (logged)
    await recordActivity(tx, {
      actor,
      at: now,
      action: 'delete-account',
      targetType: 'account',
      targetId: userId,
      before: null,
      after: {byOwner: actor.id === userId, ...counts},
    });
  return {
    formerEmail: user.email,
    formerLanguage: languageOf(user.language),
    fullName: user.full_name,
    promoted,
    counts,
  };
}

export function accountDeletionStore(ctx: StoreContext): AccountDeletionStore {
  return {
    deleteAccount: (userId, actor, now, today) =>
      inTransaction(ctx, (tx) => deleteAccountIn(tx, userId, actor, now, today, true)),
  };
}
