// The staff console stays out of the public pages: no prerendered page preloads a staff chunk, and
// public pages in a real browser never download one, while /staff does (so the list is real).
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {expect, type Page, test} from '@playwright/test';

const DIST = path.resolve('dist');

async function staffChunks(): Promise<string[]> {
  return JSON.parse(await readFile(path.join(DIST, 'staff-chunks.json'), 'utf8')) as string[];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true});
  return entries.filter((name) => name.endsWith('.html')).map((name) => path.join(dir, name));
}

/** Every script URL the page downloads until the network is quiet. */
async function scriptsLoadedBy(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  const onResponse = (response: {url(): string; request(): {resourceType(): string}}) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  };
  page.on('response', onResponse);
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return scripts;
}

test('no prerendered page names a staff chunk', async () => {
  const chunks = await staffChunks();
  expect(chunks.length).toBeGreaterThan(0);
  const pages = (await htmlFiles(path.join(DIST, 'site'))).filter((file) => !file.endsWith('staff.html'));
  expect(pages.length).toBeGreaterThan(20);
  for (const file of pages) {
    const html = await readFile(file, 'utf8');
    for (const chunk of chunks) expect(html, path.relative(DIST, file)).not.toContain(chunk);
  }
});

test('public pages never download staff code; /staff does', async ({page}) => {
  const chunks = (await staffChunks()).map((file) => `/${file}`);
  for (const url of ['/', '/volunteer-page', '/contributions', '/log-in']) {
    const loaded = await scriptsLoadedBy(page, url);
    expect(loaded.length, url).toBeGreaterThan(0);
    expect(
      loaded.filter((file) => chunks.includes(file)),
      url,
    ).toEqual([]);
  }
  const loaded = await scriptsLoadedBy(page, '/staff');
  expect(loaded.filter((file) => chunks.includes(file)).length).toBeGreaterThan(0);
});

test('/staff is not indexed and never prerendered', async ({request}) => {
  for (const url of ['/staff', '/staff/announcements']) {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<div id="root"></div>');
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/staff');
});
