// One source for every figure: each project's figures read the same on /, /projects, /projects/N and
// /contributions, match the ledger and goals the API gives, and a new gift shows on the next visit.
import type {Page} from '@playwright/test';
import {closeHomeAnnouncement} from './page-ready.test-support.ts';
import {expect, test} from './site-test.test-support.ts';

type Figures = Record<string, {funded: string; raised: string}>;

/** Reads every [data-project-figures] block on the page as {id: {funded, raised}}. */
async function readFigures(page: Page, path: string): Promise<Figures> {
  await page.goto(path);
  // The home page loads its figures when they come near the screen.
  if (path === '/') {
    await closeHomeAnnouncement(page);
    await page.locator('#our-projects').scrollIntoViewIfNeeded();
  }
  await expect(page.locator('[data-project-figures]').first()).toBeVisible();
  return page.locator('[data-project-figures]').evaluateAll((blocks) =>
    Object.fromEntries(
      blocks.map((block) => [
        block.getAttribute('data-project-figures'),
        {
          funded: block.querySelector('[data-figure="funded"]')?.textContent ?? '',
          raised: block.querySelector('[data-figure="raised"]')?.textContent ?? '',
        },
      ]),
    ),
  );
}

const PROJECT_PAGES = ['urban-farming', 'coffee-roastery', 'carting', 'education'];

test('every page shows each project with the same figures, computed from the API', async ({
  page,
  request,
}) => {
  const home = await readFigures(page, '/');
  const projects = await readFigures(page, '/projects');
  const contributions = await readFigures(page, '/contributions');
  expect(Object.keys(home)).toEqual(PROJECT_PAGES);
  expect(projects).toEqual(home);
  expect(contributions).toEqual(home);
  for (const [index, id] of PROJECT_PAGES.entries()) {
    const detail = await readFigures(page, `/projects/${index + 1}`);
    expect(detail).toEqual({[id]: home[id]});
  }

  // The same numbers, worked out here from the API's ledger and goals.
  const goals = (await (await request.get('/api/projects')).json()).projects as {id: string; goal: number}[];
  const gifts = (await (await request.get('/api/contributors')).json()).contributors as {
    amount: number;
    anchorProjectId: {_id: string};
  }[];
  let collectionCents = 0;
  for (const {id, goal} of goals) {
    const cents = gifts
      .filter((gift) => gift.anchorProjectId._id === id)
      .reduce((sum, gift) => sum + Math.round(gift.amount * 100), 0);
    collectionCents += cents;
    const dollars = (value: number) =>
      `$${(value / 100).toLocaleString('en-US', {maximumFractionDigits: 2})}`;
    expect(home[id]).toEqual({
      funded: cents === 0 ? 'Not started yet' : `${Math.floor((cents * 100) / (goal * 100))}% funded`,
      raised: `${dollars(cents)} raised of ${dollars(goal * 100)}`,
    });
  }
  await page.goto('/');
  await page.locator('#about-us').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-figure="collection"]')).toHaveText(
    `Collection - $${(collectionCents / 100).toLocaleString('en-US', {maximumFractionDigits: 2})}`,
  );
});

test('the sample ledger reads sensibly: two projects under way, two not started', async ({page}) => {
  const figures = await readFigures(page, '/projects');
  expect(figures['urban-farming']?.funded).toMatch(/^\d+% funded$/);
  expect(figures['coffee-roastery']?.funded).toMatch(/^\d+% funded$/);
  expect(figures.carting?.funded).toBe('Not started yet');
  expect(figures.education?.funded).toBe('Not started yet');
});

test('each anchor project card opens its own page', async ({page}) => {
  await page.goto('/projects');
  for (const [index, title] of [
    'Nard Urban Farming',
    'Nard Coffee Roastery',
    'Carting',
    'Education',
  ].entries()) {
    await expect(page.getByRole('link', {name: title, exact: true})).toHaveAttribute(
      'href',
      `/projects/${index + 1}`,
    );
  }
  await page.getByRole('link', {name: 'Carting', exact: true}).click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Carting');
});

/**
 * The layout shifts Chromium reports on the page, summed (none after recent input; with `sinceMark`, only
 * those after that performance mark); 0 when there were none.
 */
function summedLayoutShift(page: Page, sinceMark?: string): Promise<number> {
  return page.evaluate(
    (mark) =>
      new Promise<number>((resolve) => {
        const since = mark ? performance.getEntriesByName(mark)[0]!.startTime : 0;
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          const counted = entries.filter((entry) => !entry.hadRecentInput && entry.startTime > since);
          resolve(counted.reduce((sum, entry) => sum + entry.value, 0));
        }).observe({type: 'layout-shift', buffered: true});
        // With no shift at all the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
    sinceMark,
  );
}

// Opened at About Us, the Collection line loads in view: its loading note keeps its height, so nothing
// below moves (Lighthouse counted the drawing under it moving as layout shift). Tamil and Malay wrap it on
// phones.
for (const [path, width] of [
  ['/about-us', 412],
  ['/ta/about-us', 412],
  ['/ms/about-us', 320],
] as const) {
  test(`${path} at ${width} px does not move when the Collection comes`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto(path);
    await expect(page.locator('[data-figure="collection"]')).toBeVisible();
    expect(await summedLayoutShift(page)).toBe(0);
  });
}

// The home page's Our Projects list loads as it comes near the screen: a reader who scrolls to it on a slow
// network sees its loading note, which keeps the list's height, so the button and sections below stay put.
for (const [path, width] of [
  ['/', 375],
  ['/zh/', 320],
] as const) {
  test(`${path} at ${width} px: Our Projects does not move when its figures come`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.goto(path);
    await closeHomeAnnouncement(page);
    // The figures answer late, as on a slow network, so the list loads while the reader looks at it.
    await page.route('**/api/figures*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const loading = page.locator('#our-projects [role="status"]');
    await page.locator('#our-projects').scrollIntoViewIfNeeded();
    await expect(loading).toBeVisible();
    // Only what moves from here on counts (the page's first frames are other tests' business).
    await page.evaluate(() => performance.mark('scrolled'));
    await expect(page.locator('#our-projects [data-project-figures]').first()).toBeVisible();
    await expect(loading).toHaveCount(0);
    expect(await summedLayoutShift(page, 'scrolled')).toBe(0);
  });
}

// The pages that show figures only read the figures the server adds up (issue 58), never the ledger: a
// visit costs the same at one gift or a million. /contributions still shows the rows, so it loads them.
test('/, /projects and /projects/1 read GET /api/figures and never the whole ledger', async ({page}) => {
  const api: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/api/')) api.push(pathname);
  });
  for (const path of ['/', '/projects', '/projects/1']) await readFigures(page, path);
  expect(api).toContain('/api/figures');
  expect(api.filter((path) => /^\/api\/(contributors|expenditures)\b/.test(path))).toEqual([]);
});
