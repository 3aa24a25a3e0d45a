// What public pages download, on one browser visit each: / loads at most 100 kB of JavaScript gzip (sizes
// read from dist/, no second download), no public page downloads a staff chunk while /staff does (so the
// list is real), and no prerendered page even names one.
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Page} from '@playwright/test';
import {expect, test} from './site-test.test-support.ts';

const DIST = path.resolve('dist');
const BUDGET_BYTES = 100 * 1024;

async function staffChunks(): Promise<string[]> {
  return JSON.parse(await readFile(path.join(DIST, 'staff-chunks.json'), 'utf8')) as string[];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true});
  return entries.filter((name) => name.endsWith('.html')).map((name) => path.join(dir, name));
}

/** Every script path the page downloads until the network is quiet. */
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

/** Gzip bytes (level 9) of built site files, by the paths the browser asked for. */
async function gzipBytes(paths: readonly string[]): Promise<number> {
  let total = 0;
  for (const file of new Set(paths)) {
    total += gzipSync(await readFile(path.join(DIST, 'site', file)), {level: 9}).length;
  }
  return total;
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

test('JavaScript loaded by / is at most 100 kB gzip; public pages never download staff code; /staff does', async ({
  page,
}) => {
  const chunks = (await staffChunks()).map((file) => `/${file}`);
  for (const url of ['/', '/volunteer-page', '/contributions', '/log-in']) {
    const loaded = await scriptsLoadedBy(page, url);
    expect(loaded.length, url).toBeGreaterThan(0);
    expect(
      loaded.filter((file) => chunks.includes(file)),
      url,
    ).toEqual([]);
    if (url !== '/') continue;
    const total = await gzipBytes(loaded);
    test.info().annotations.push({type: 'js-gzip-bytes', description: String(total)});
    console.info(`JS for / : ${new Set(loaded).size} files, ${(total / 1024).toFixed(1)} kB gzip`);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
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
