// Every public route: right status, its heading, no console error, no axe violation at phone and
// desktop widths, and a screenshot of each attached to the results.
import AxeBuilder from '@axe-core/playwright';
import {expect, type Page, test} from '@playwright/test';

const ROUTES: [path: string, heading: RegExp][] = [
  ['/', /Skills for work|second chance|grow together/],
  ['/about-us', /Skills for work|second chance|grow together/],
  ['/projects', /Our Projects/],
  ['/projects/1', /Nard Urban Farming/],
  ['/projects/2', /Nard Coffee Roastery/],
  // SPEC: any other id shows the farming page.
  ['/projects/9', /Nard Urban Farming/],
  ['/work-for-us', /Work/],
  ['/yellow-ribbon', /Volunteer/],
  ['/contributions', /Contribution/],
  ['/nard-homebiz', /NardHomeBiz/],
  ['/contact-us', /Contact Us/],
  ['/faq', /General Questions/],
  ['/discover', /Job-skills training/],
  ['/announcements', /Announcements/],
  ['/sign-up', /Sign Up/],
  ['/log-in', /Work For Us|Log In/],
  ['/style-guide', /Style guide/],
  ['/licences', /Licences/],
  ['/password', /Passwords and resets/],
];

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

async function closeAnnouncement(page: Page) {
  const dialog = page.getByRole('dialog', {name: 'Announcement'});
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', {name: 'Close'}).click();
}

for (const width of [375, 1280]) {
  test.describe(`site routes at ${width}px`, () => {
    test.use({viewport: {width, height: 900}});

    for (const [path, heading] of ROUTES) {
      test(`${path} renders, has no console error and passes axe`, async ({page}, testInfo) => {
        const errors = watchConsole(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
        await page.waitForLoadState('networkidle');
        if (path === '/' || path === '/about-us') {
          await expect(page.getByRole('dialog', {name: 'Announcement'})).toBeVisible();
          await closeAnnouncement(page);
        }
        const axe = await new AxeBuilder({page})
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
        await testInfo.attach(`${path}-${width}.png`, {
          body: await page.screenshot({fullPage: true}),
          contentType: 'image/png',
        });
        expect(errors).toEqual([]);
      });
    }

    test('an unknown path gets the 404 page with status 404', async ({page}) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('We could not find that page');
      const axe = await new AxeBuilder({page})
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations).toEqual([]);
    });
  });
}

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
