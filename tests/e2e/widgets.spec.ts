// The four elements on partner pages served from another origin (tests/support/demo-server.ts), loading
// the BUILT scripts: rendering, signing up, refusal for unregistered origins, events, loader, React.
import type {Page} from '@playwright/test';
import {expect, test} from './site-test.test-support.ts';
import {
  DEMO_URL,
  DEMO_URL_UNLISTED,
  waitForElements,
  watchErrors,
  watchFirstView,
} from './widgets.test-support.ts';

async function fillApplication(page: Page, email: string) {
  const form = page.locator('nard-volunteer-form');
  await form.getByLabel('Full Name').fill('Nur Aisyah Binte Salleh');
  await form.getByLabel('Age').selectOption('26-35');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Password').fill('Grow@2024');
  await form.getByLabel('Region').selectOption('northEast');
  await form.getByLabel('City').selectOption('Ang Mo Kio');
  await form.getByLabel('Phone Number').fill('91234567');
  await form.getByLabel('Profession or Interest').fill('Gardening');
}

async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: {type: string; detail: unknown; target: string}[] = [];
    Object.defineProperty(window, 'nardEventsForTest', {value: seen});
    for (const type of ['nard-ready', 'nard-submit', 'nard-error']) {
      document.addEventListener(type, (event) => {
        const target = (event.target as Element).localName;
        seen.push({type, detail: (event as CustomEvent).detail, target});
      });
    }
  });
  return () => page.evaluate(() => (window as unknown as {nardEventsForTest: unknown[]}).nardEventsForTest);
}

test('the urban farm page shows the form and the donate panel without errors or CSP reports', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const events = await recordEvents(page);
  await page.goto(`${DEMO_URL}/demo/urban-farm/`);
  await waitForElements(page, ['nard-volunteer-form', 'nard-donate']);
  await expect(page.locator('nard-volunteer-form').getByRole('heading', {name: 'Volunteer'})).toBeVisible();
  await expect(
    page.locator('nard-donate').getByRole('img', {name: /^PayNow QR code: \$50 to /}),
  ).toBeVisible();
  await expect(page.locator('nard-donate').getByRole('button', {name: 'Copy Account Details'})).toBeVisible();
  // The form's script is on the page twice; the second copy must define nothing and throw nothing.
  const ready = (await events()) as {type: string; target: string; detail: unknown}[];
  expect(ready.filter((e) => e.type === 'nard-ready').map((e) => e.detail)).toEqual(
    expect.arrayContaining([{tag: 'nard-volunteer-form'}, {tag: 'nard-donate'}]),
  );
  expect(errors).toEqual([]);
});

test('the vocational school page loads only the elements it uses through the loader', async ({page}) => {
  const errors = watchErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    const match = /\/widgets\/([a-z-]+\.js)$/.exec(request.url());
    if (match) scripts.push(match[1]!);
  });
  await page.goto(`${DEMO_URL}/demo/vocational-school/`);
  await waitForElements(page, ['nard-contributions', 'nard-announcements']);
  const contributions = page.locator('nard-contributions');
  await contributions.getByRole('button', {name: 'Contributor'}).first().click();
  await expect(contributions.getByRole('table').first()).toContainText('Total');
  // Created with document.createElement after load, limited to three.
  await expect(page.locator('nard-announcements').locator('tbody tr:not([hidden])')).toHaveCount(3);
  // And the contributions' opened tables, a part loaded after the element's first paint.
  expect(scripts.sort()).toEqual([
    'nard-announcements.js',
    'nard-contributions-ledger.js',
    'nard-contributions.js',
    'nard-widgets.js',
  ]);
  expect(errors).toEqual([]);
});

test('the form signs up from a registered partner, once, and links to the log-in page', async ({
  page,
  request,
}) => {
  const events = await recordEvents(page);
  const email = `farm-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  await page.goto(`${DEMO_URL}/demo/urban-farm/`);
  await waitForElements(page, ['nard-volunteer-form']);
  await fillApplication(page, email);
  const form = page.locator('nard-volunteer-form');
  await form.getByRole('button', {name: 'Submit'}).click();
  await expect(form.getByRole('heading', {name: 'Thank you for applying'})).toBeFocused();
  const login = form.getByRole('link', {name: /Log in on the Nard Foundation website/});
  await expect(login).toHaveAttribute('href', `${process.env.E2E_BASE_URL}/log-in`);
  const answer = await request.post('/api/auth/login', {data: {email, password: 'Grow@2024'}});
  expect(answer.ok()).toBe(true);
  expect(await events()).toContainEqual({
    type: 'nard-submit',
    detail: {type: 'volunteer'},
    target: 'nard-volunteer-form',
  });
});

test('the form shows the partner message on a site that is not registered', async ({page}) => {
  const events = await recordEvents(page);
  await page.goto(`${DEMO_URL_UNLISTED}/demo/urban-farm/`);
  await waitForElements(page, ['nard-volunteer-form']);
  await fillApplication(page, `refused-${Date.now()}@example.org`);
  const form = page.locator('nard-volunteer-form');
  await form.getByRole('button', {name: 'Submit'}).click();
  const message = 'This site is not yet a registered partner of The Nard Foundation.';
  await expect(form.getByRole('alert')).toHaveText(message);
  // The draft survives for when the partner is registered; the password never is stored.
  const draft = await page.evaluate(() => sessionStorage.getItem('nard-volunteer-form:draft:volunteer'));
  expect(draft).toContain('Nur Aisyah');
  expect(draft).not.toContain('Grow@2024');
  expect(await events()).toContainEqual({
    type: 'nard-error',
    detail: {message},
    target: 'nard-volunteer-form',
  });
  // After a reload the rules part brings the draft back, city included; the password is typed again.
  await page.reload();
  await expect(form.getByLabel('Full Name')).toHaveValue('Nur Aisyah Binte Salleh');
  await expect(form.getByLabel('City')).toHaveValue('Ang Mo Kio');
  await expect(form.getByLabel('Password')).toHaveValue('');
});

test('the form shows the spec messages for missing fields', async ({page}) => {
  await page.goto(`${DEMO_URL}/demo/urban-farm/`);
  await waitForElements(page, ['nard-volunteer-form']);
  const form = page.locator('nard-volunteer-form');
  await form.getByRole('button', {name: 'Submit'}).click();
  await expect(form.getByText('Full Name is required')).toBeVisible();
  await expect(form.getByText('Please fill in all required fields correctly.')).toBeVisible();
  await expect(form.getByLabel('Full Name')).toBeFocused();
});

test('the form paints the HTML its build drew, and what is typed before Preact takes over is kept', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const script = await (
    await page.request.get(`${process.env.E2E_BASE_URL}/widgets/nard-volunteer-form.js`)
  ).text();
  expect(script).toContain('<form part=form novalidate');
  const firstView = await watchFirstView(page);
  // In the first frame that shows the form (after watchFirstView's record of it): a name and region typed.
  await page.addInitScript(() => {
    const tick = () => {
      const root = document.querySelector('nard-volunteer-form')?.shadowRoot;
      if (!root?.querySelector('h2')) return requestAnimationFrame(tick);
      const name = root.querySelector<HTMLInputElement>('#fullName')!;
      name.value = 'Early Bird';
      name.dispatchEvent(new Event('input', {bubbles: true, composed: true}));
      const region = root.querySelector<HTMLSelectElement>('#region')!;
      region.value = 'east';
      region.dispatchEvent(new Event('change', {bubbles: true}));
    };
    requestAnimationFrame(tick);
  });
  await page.goto(`${DEMO_URL}/demo/urban-farm/`);
  await waitForElements(page, ['nard-volunteer-form']);
  const {first, hydrated, preactFirst} = await firstView();
  expect(preactFirst).toBe(false);
  // Preact took over the painted nodes as they were: the build's HTML is exactly what it renders.
  expect(first).toBe(hydrated);
  expect(first).toContain(`href="${process.env.E2E_BASE_URL}/privacy"`);
  const form = page.locator('nard-volunteer-form');
  await expect(form.getByLabel('City')).toBeEnabled();
  await form.getByRole('button', {name: 'Submit'}).click();
  await expect(form.getByText('Valid email is required')).toBeVisible();
  await expect(form.getByText('Full Name is required')).toHaveCount(0);
  await expect(form.getByLabel('Full Name')).toHaveValue('Early Bird');
  expect(errors).toEqual([]);
});

test('the data elements paint their heading and loading line before Preact renders, and show one heading once loaded', async ({
  page,
}) => {
  const tags = ['nard-contributions', 'nard-announcements', 'nard-donate'];
  const errors = watchErrors(page);
  // Per element, the first frame that shows its heading: the words in it, and whether Preact had rendered.
  await page.addInitScript((tags) => {
    const seen: Record<string, {status: string; preactFirst: boolean}> = {};
    Object.defineProperty(window, 'loadingViewsForTest', {value: seen});
    const tick = () => {
      for (const tag of tags) {
        const root = document.querySelector(tag)?.shadowRoot;
        if (seen[tag] || !root?.querySelector('h2')) continue;
        // Preact keeps the tree it rendered into a container under `__k` (as watchFirstView reads it).
        const preactFirst = '__k' in root.querySelector('.nard-root')!;
        seen[tag] = {status: root.querySelector('[role="status"]')?.textContent ?? '', preactFirst};
      }
      if (Object.keys(seen).length < tags.length) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, tags);
  await page.goto(`${DEMO_URL}/demo/blank/`);
  await waitForElements(page, tags);
  const firstFrames = await page.evaluate(
    () => (window as unknown as {loadingViewsForTest: unknown}).loadingViewsForTest,
  );
  expect(firstFrames).toEqual({
    'nard-contributions': {status: 'Loading the contributions and expenditures…', preactFirst: false},
    'nard-announcements': {status: expect.stringMatching(/^Loading/), preactFirst: false},
    'nard-donate': {status: expect.stringMatching(/^Loading/), preactFirst: false},
  });
  // Preact took the loading line over, then drew the data in its place: one heading per element.
  for (const tag of tags) await expect(page.locator(tag).locator('h2')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('a React 19 page renders the elements, updates attributes and hears events', async ({page}) => {
  const errors = watchErrors(page);
  await page.goto(`${DEMO_URL}/demo/react/`);
  await waitForElements(page, ['nard-announcements', 'nard-donate']);
  const news = page.locator('nard-announcements');
  const rows = news.locator('tbody tr:not([hidden])');
  await expect(rows).toHaveCount(2);
  await page.getByRole('button', {name: 'Show more announcements'}).click();
  await expect(rows).toHaveCount(5);
  await news.getByRole('button').first().click();
  await expect(news.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', {name: 'Hide the donate panel'}).click();
  await page.getByRole('button', {name: 'Show the donate panel'}).click();
  await expect(page.locator('nard-donate').getByRole('heading', {name: 'PayNow'})).toBeVisible();
  await expect(page.locator('#event-log')).toContainText('nard-ready {"tag":"nard-announcements"}');
  expect(errors).toEqual([]);
});

test('adding the loader to a page that already has every element changes nothing', async ({page}) => {
  const errors = watchErrors(page);
  await page.goto(`${DEMO_URL}/demo/blank/`);
  await waitForElements(page, [
    'nard-volunteer-form',
    'nard-contributions',
    'nard-announcements',
    'nard-donate',
  ]);
  await page.addScriptTag({url: `${process.env.E2E_BASE_URL}/widgets/nard-widgets.js`});
  await page.addScriptTag({url: `${process.env.E2E_BASE_URL}/widgets/nard-donate.js`});
  await expect(page.locator('nard-donate h2')).toHaveCount(1);
  expect(errors).toEqual([]);
});
