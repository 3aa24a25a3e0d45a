// DELETE /api/me (issue 24): a person deletes their own account, proving it is them with their password or
// a passkey (10 tries in 15 minutes per account). The deletion reaches every domain (delete-account.ts).
import {Hono} from 'hono';
import {DELETE_ACCOUNT_MESSAGES, deleteAccountRules} from '../../../core/rules/index.ts';
import type {AuthService, SignedInEnv} from '../../accounts/auth-service.ts';
import type {AppDeps} from '../../app-deps.ts';
import {fail, ok, parseJsonBody} from '../../http/answers.ts';
import {noStore} from '../../middleware/no-store.ts';
import {tooManyRequests} from '../../middleware/rate-limit.ts';
import {deleteAccount} from '../delete-account.ts';
import type {PrivacyStores} from '../store/privacy-stores.ts';

export function deleteAccountRoutes(deps: AppDeps<PrivacyStores>, auth: AuthService): Hono<SignedInEnv> {
  return new Hono<SignedInEnv>().delete(
    '/',
    noStore(),
    auth.requireUser,
    auth.addressLimits.login,
    async (c) => {
      const body = await parseJsonBody(c, deleteAccountRules);
      if (!body.ok) return body.response;
      const user = c.get('user');
      const proved = await auth.provesOwner(user, body.value);
      if (proved.kind === 'limited') return tooManyRequests(c, proved);
      if (proved.kind === 'refused') {
        return 'password' in body.value
          ? fail(c, 401, DELETE_ACCOUNT_MESSAGES.wrongPassword, {
              password: DELETE_ACCOUNT_MESSAGES.wrongPassword,
            })
          : fail(c, 401, DELETE_ACCOUNT_MESSAGES.wrongPasskey);
      }
      // The actor is the account itself; Activity shows it as "Deleted account", with no address.
      await deleteAccount(deps, user.id, {id: user.id, email: ''}, 'owner');
      return ok(c, {message: DELETE_ACCOUNT_MESSAGES.deleted});
    },
  );
}
