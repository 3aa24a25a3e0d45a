// My gifts without applying (issue 56): POST /api/donor/link asks for a link to the gifts of an address
// (the same answer for every address), POST /api/donor/session opens it (once) for a donor session token,
// which GET /api/donor/gifts, /gifts/statement and /gifts/:id/receipt read with in the X-Donor-Session
// header; DELETE /api/donor/session ends it. A donor session reads those gifts and nothing else.
import {Hono} from 'hono';
import {API_MESSAGES} from '../../../core/messages/index.ts';
import {donorLinkRules, donorSessionRules} from '../../../core/rules/index.ts';
import type {AppDeps} from '../../app-deps.ts';
import {fail, failure, ok, parseJsonBody} from '../../http/answers.ts';
import {clientKey} from '../../http/client-ip.ts';
import {inRequestLanguage} from '../../http/language.ts';
import {noStore} from '../../middleware/no-store.ts';
import {rateLimit} from '../../middleware/rate-limit.ts';
import {createDonorAccess} from '../donor-access.ts';
import type {GiftStores} from '../store/gift-stores.ts';
import {giftReadingRoutes, nameOfNewestGift} from './my-gift-routes.ts';

/** The header a donor session's token travels in (never a cookie: the site sends it only to this API). */
export const DONOR_SESSION_HEADER = 'X-Donor-Session';

/** The refusal's code when a donor session ended or never was: the page asks for a new link. */
export const DONOR_SESSION_ENDED = 'donor_session_ended';

/** Mounted at /api/donor. */
export function donorGiftRoutes(deps: AppDeps<GiftStores>): Hono {
  const access = createDonorAccess(deps);
  const routes = new Hono();
  routes.use(noStore());
  const perClient = (name: string, limit: number) =>
    rateLimit({name, limit, windowMs: 15 * 60_000, deps, key: clientKey});
  routes.post('/link', perClient('donor-link-client', 10), async (c) => {
    const body = await parseJsonBody(c, donorLinkRules);
    if (!body.ok) return body.response;
    await access.requestLink(body.value.email);
    return ok(c, {message: API_MESSAGES.donorLinkSent});
  });
  routes.post('/session', perClient('donor-session-client', 20), async (c) => {
    const body = await parseJsonBody(c, donorSessionRules);
    if (!body.ok) return body.response;
    const opened = await access.openLink(body.value.token);
    if (!opened) return fail(c, 400, API_MESSAGES.donorLinkDead, {token: API_MESSAGES.donorLinkDead});
    return ok(c, {
      data: {
        donorToken: opened.sessionToken,
        email: opened.email,
        expiresAt: new Date(opened.expiresAt).toISOString(),
      },
    });
  });
  routes.delete('/session', async (c) => {
    await access.endSession(c.req.header(DONOR_SESSION_HEADER));
    return ok(c, {message: API_MESSAGES.donorSessionEnded});
  });
  routes.route(
    '/',
    giftReadingRoutes(deps, async (c) => {
      const email = await access.sessionEmail(c.req.header(DONOR_SESSION_HEADER));
      if (!email) {
        const message = inRequestLanguage(c, API_MESSAGES.donorSessionEnded);
        return c.json({...failure(401, message), code: DONOR_SESSION_ENDED}, 401);
      }
      return {email, name: nameOfNewestGift};
    }),
  );
  return routes;
}
