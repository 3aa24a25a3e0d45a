// Every public route at desktop width: right status, its heading, no console error, no axe violation.
// The same checks at phone width run in phones.spec's walk (320 px), on the same visit as its layout checks.
// Playwright keeps a screenshot of any test that fails.

import {expectPageAsLoaded, NOT_FOUND, ROUTES} from './site-routes.test-support.ts';
import {expect, test} from './site-test.test-support.ts';

test.describe('site routes at 1280px', () => {
  test.use({viewport: {width: 1280, height: 900}});

  for (const [path] of ROUTES) {
    test(`${path} renders, has no console error and passes axe`, async ({page}) => {
      await expectPageAsLoaded(page, path);
    });
  }

  test('an unknown path gets the 404 page with status 404', async ({page}) => {
    await expectPageAsLoaded(page, NOT_FOUND[0]);
  });
});
test('prerendered HTML carries the page text, head tags and critical CSS', async ({request}) => {
  const html = await (await request.get('/faq')).text();
  expect(html).toContain('General Questions');
  expect(html).toContain('<style id="_goober">');
  // The page-wide base styles too, on every page (not only the first one prerendered).
  for (const path of ['/faq', '/log-in', '/contributions']) {
    expect(await (await request.get(path)).text()).toContain('box-sizing:border-box');
  }
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/faq">/);
  expect(html).toContain('application/ld+json');
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/nard-homebiz</loc>');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  // The route's own chunk is preloaded beside the entry script, not found only after it runs.
  const login = await (await request.get('/log-in')).text();
  expect(login).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/log-in-[\w-]+\.js">/);
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/faq-[\w-]+\.js">/);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('a prerendered page is first drawn whole: its render waits until the footer is parsed', async ({
  request,
}) => {
  // Drawn while its HTML was still being parsed (a slow or busy phone), a page showed a row or a button
  // before its text, then moved when the text came: the name in the header wrapped when the menu button
  // came (/ms/about-us at 320 px), a button grew and wrapped. All of a page is 8-18 kB gzip.
  for (const path of ['/', '/ms/about-us', '/zh/contributions', '/ta/faq', '/licences', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<link rel="expect" href="#footer" blocking="render">');
    expect(html.match(/ id="footer"/g), path).toHaveLength(1);
    expect(html.indexOf(' id="footer"'), path).toBeGreaterThan(html.indexOf(' id="main"'));
  }
});

test('every goober class in prerendered HTML has its rule in the critical CSS', async ({request}) => {
  // A class without its rule makes the page jump when the script adds the rule (layout shift).
  for (const path of ['/', '/announcements', '/contributions', '/faq', '/log-in', '/work-for-us']) {
    const html = await (await request.get(path)).text();
    const css = html.match(/<style id="_goober">([\s\S]*?)<\/style>/)?.[1] ?? '';
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
    const missing = [...classes].filter((name) => /^go\d+$/.test(name) && !css.includes(`.${name}`));
    expect(missing, `${path} classes without CSS`).toEqual([]);
  }
});
