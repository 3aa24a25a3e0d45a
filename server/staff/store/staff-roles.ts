// StaffStore: roles, the accounts table, the records staff edit (staff-records.ts) and the activity log, over
// either database. A role change reads its "before" under the row's lock (PostgreSQL; SQLite's transaction
// holds the file), so two changes at once each log the true role they replaced.

import {isRole, type Role} from '../../../core/accounts/index.ts';
import type {AccountSummary} from '../../../core/staff/index.ts';
import {toPublicUser} from '../../accounts/store/account-rows.ts';
import {revokeSessions} from '../../accounts/store/accounts.ts';
import {liveUser, lockedUser} from '../../accounts/store/live-users.ts';
import {personMatches} from '../../accounts/store/person-search.ts';
import {listActivity, recordActivity, recordChange} from '../../db/activity.ts';
import type {Actor} from '../../db/actor.ts';
import type {Row} from '../../db/rows.ts';
import {readPage} from '../../db/store/page.ts';
import {inTransaction, type StoreContext} from '../../db/store-context.ts';
import {staffRecordMethods} from './staff-records.ts';
import type {StaffStore} from './staff-store.ts';

/** The actor the `admin:grant` command writes in the log. */
const COMMAND_LINE_ACTOR: Actor = {id: 'command-line', email: 'admin:grant'};

/** A users row as the People area lists it. */
function toAccountSummary(row: Row): AccountSummary {
  return {
    id: String(row.id),
    fullName: String(row.full_name),
    email: String(row.email),
    role: isRole(row.role) ? row.role : 'user',
    type: row.applicant_type === 'work' ? 'work' : 'volunteer',
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

/** Sets the role of the (locked) account row and logs it; the summaries before and after. */
async function changeRoleOf(tx: StoreContext, row: Row, role: Role, actor: Actor, now: number) {
  const before = toAccountSummary(row);
  await tx.db.updateTable('users').set({role, updated_at: now}).where('id', '=', before.id).execute();
  // A new role is a new set of rights: every session of the person ends, and the next log-in reads it
  // afresh (issue 23). Granting the role they have changes nothing, and signs nobody out.
  if (before.role !== role) await revokeSessions(tx, 'user_id', before.id, now);
  const entry = {actor, at: now, action: 'role', targetType: 'account', targetId: before.id};
  return recordChange(tx, entry, before, {...before, role});
}

/** The StaffStore over `ctx`. */
export function staffStore(ctx: StoreContext): StaffStore {
  return {
    grantRoleByEmail: (email, role, now) =>
      inTransaction(ctx, async (tx) => {
        const row = await lockedUser(tx, 'email', email.trim().toLowerCase());
        if (!row) return null;
        const {before, after} = await changeRoleOf(tx, row, role, COMMAND_LINE_ACTOR, now);
        return {before: before.role, after: after.role, user: {...toPublicUser(row), role: after.role}};
      }),
    changeRole: (userId, role, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const row = await lockedUser(tx, 'id', userId);
        return row ? changeRoleOf(tx, row, role, actor, now) : null;
      }),
    listAccounts({search, ...request}) {
      const filtered = ctx.db
        .selectFrom('users')
        .where('deleted_at', 'is', null)
        .where(personMatches(ctx, search));
      return readPage(request, {
        rows: filtered.selectAll().orderBy('created_at', 'desc').orderBy('id'),
        filtered,
        toItem: toAccountSummary,
      });
    },
    ...staffRecordMethods(ctx),
    listActivity: (request) => listActivity(ctx, request),
    takePersonalData: (userId, actor, now) =>
      inTransaction(ctx, async (tx) => {
        const row = await liveUser(tx, 'id', userId);
        if (!row) return null;
        await recordActivity(tx, {
          actor,
          at: now,
          action: 'export',
          targetType: 'personal-data',
          targetId: userId,
          before: null,
          after: {people: 1},
        });
        return toPublicUser(row);
      }),
  };
}
