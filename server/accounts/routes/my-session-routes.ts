// The signed-in person's devices (issue 23): GET /api/me/sessions lists every open session (browser and
// system, first and last seen, this one marked); DELETE /api/me/sessions/:id signs one out (its refresh
// token stops working at once); DELETE /api/me/sessions signs out all but this one.
import {Hono} from 'hono';
import {API_MESSAGES} from '../../../core/messages/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import {fail, ok} from '../../http/answers.ts';
import {noStore} from '../../middleware/no-store.ts';
import type {AuthService, SignedInEnv} from '../auth-service.ts';
import {deviceName} from '../device-name.ts';
import type {AccountStores} from '../store/account-stores.ts';

/** The routes under /api/me/sessions; personal, so no-store. */
export function mySessionRoutes(deps: AppDeps<AccountStores>, auth: AuthService): Hono<SignedInEnv> {
  const routes = new Hono<SignedInEnv>();
  routes.use('/sessions', noStore(), auth.requireUser);
  routes.use('/sessions/*', noStore(), auth.requireUser);
  return routes
    .get('/sessions', async (c) => {
      const current = c.get('sessionId');
      const open = await deps.store.listOpenSessions(c.get('user').id, deps.now());
      const sessions = open.map((session) => ({
        id: session.id,
        ...deviceName(session.userAgent),
        firstSeen: new Date(session.createdAt).toISOString(),
        lastSeen: new Date(session.lastSeenAt).toISOString(),
        current: session.id === current,
      }));
      return ok(c, {sessions});
    })
    .delete('/sessions/:id', async (c) => {
      const signedOut = await deps.store.revokeOwnSession(c.get('user').id, c.req.param('id'), deps.now());
      if (!signedOut) return fail(c, 404, API_MESSAGES.sessionNotFound);
      return ok(c, {message: API_MESSAGES.deviceSignedOut});
    })
    .delete('/sessions', async (c) => {
      await deps.store.revokeOtherSessions(c.get('user').id, c.get('sessionId'), deps.now());
      return ok(c, {message: API_MESSAGES.otherDevicesSignedOut});
    });
}
