// GET /api/me/data (issue 24): the signed-in person's data as a JSON file, or with ?format=html as a page
// to read, both as downloads. Personal, so no-store; a person asking many times in a minute is limited.
import {Hono} from 'hono';
import type {AuthService, SignedInEnv} from '../../accounts/auth-service.ts';
import type {AppDeps} from '../../app-deps.ts';
import {noStore} from '../../middleware/no-store.ts';
import {collectMyData} from '../my-data.ts';
import {myDataPage} from '../my-data-page.ts';
import type {PrivacyStores} from '../store/privacy-stores.ts';

export function myDataRoutes(deps: AppDeps<PrivacyStores>, auth: AuthService): Hono<SignedInEnv> {
  const routes = new Hono<SignedInEnv>();
  routes.use('/data', noStore(), auth.requireUser);
  return routes.get('/data', auth.addressLimits.login, async (c) => {
    const now = deps.now();
    const data = await collectMyData(deps.store, c.get('user'), now);
    const day = new Date(now).toISOString().slice(0, 10);
    if (c.req.query('format') === 'html') {
      return c.body(myDataPage(data), 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Disposition': `attachment; filename="nard-my-data-${day}.html"`,
        // Opened from disk or in a tab, the page runs nothing and loads nothing.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    }
    return c.body(JSON.stringify(data, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="nard-my-data-${day}.json"`,
    });
  });
}
