// Role check for the staff API. The role is read from the database on every request (requireUser loads
// the account with its session), so a promotion or demotion takes effect on the next request, not when
// the access token expires.
import {createMiddleware} from 'hono/factory';
import {hasRole, type Role} from '../../core/accounts/index.ts';
import {API_MESSAGES} from '../../core/messages/index.ts';
import {fail} from '../http/answers.ts';
import type {SignedInVariables} from './require-user.ts';

/** 403 wording: a signed-in user without the role. */
export const ROLE_MESSAGES = {
  staff: API_MESSAGES.staffOnly,
  admin: API_MESSAGES.adminOnly,
} as const;

/**
 * Lets the request through when the signed-in user (set by `requireUser`, which must run first) has at
 * least `minimum`; otherwise 403.
 * @example staff.use(requireUser(context), requireRole('staff'))
 */
export function requireRole(minimum: Exclude<Role, 'user'>) {
  return createMiddleware<{Variables: SignedInVariables}>(async (c, next) => {
    if (!hasRole(c.get('user').role, minimum)) return fail(c, 403, ROLE_MESSAGES[minimum]);
    await next();
  });
}
