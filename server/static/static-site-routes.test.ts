// Static serving by the whole app (in-process) with a tiny fake build (SITE_DIR / WIDGETS_DIR), not a real one.

import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';
import {pageCandidates, widgetCacheControl} from './static-site-routes.ts';

const SCRIPT = `console.log(${JSON.stringify('Nard '.repeat(800))});`;
let dist: string;
let server: TestApp;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dist, file)), {recursive: true});
  writeFileSync(path.join(dist, file), text);
}

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'nard-dist-'));
  write('site/index.html', '<h1>Home</h1>');
  write('site/faq/index.html', '<h1>FAQ</h1>');
  write('site/licences.html', '<h1>Licences</h1>');
  write('site/projects/1/index.html', '<h1>Urban farming</h1>');
  write('site/projects/2/index.html', '<h1>Coffee roastery</h1>');
  write('site/404.html', '<h1>Page not found</h1>');
  write('site/ta/index.html', '<h1>முகப்பு</h1>');
  write('site/ta/faq/index.html', '<h1>கேள்விகள்</h1>');
  write('site/ta/projects/1/index.html', '<h1>நகர்ப்புற விவசாயம்</h1>');
  write('site/ta/404.html', '<h1>பக்கம் கிடைக்கவில்லை</h1>');
  write('site/staff.html', '<div id="root"></div>');
  write('site/assets/app-Bx9_kQ2a.js', SCRIPT);
  write('site/.env', 'SECRET=1');
  write('widgets/nard-donate.js', SCRIPT);
  write('widgets/chunk-D4f8Kq1z.js', SCRIPT);
  server = await startTestApp({
    env: {SITE_DIR: path.join(dist, 'site'), WIDGETS_DIR: path.join(dist, 'widgets')},
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, {recursive: true, force: true});
});

const get = (urlPath: string, headers: Record<string, string> = {}) => server.fetch(urlPath, {headers});

describe('static site', () => {
  it.each([
    ['/', '<h1>Home</h1>'],
    ['/faq', '<h1>FAQ</h1>'],
    ['/faq/', '<h1>FAQ</h1>'],
    ['/licences', '<h1>Licences</h1>'],
    ['/projects/2', '<h1>Coffee roastery</h1>'],
    // SPEC: any project id other than 1 and 2 shows the farming page.
    ['/projects/7', '<h1>Urban farming</h1>'],
    ['/projects/anything', '<h1>Urban farming</h1>'],
    ['/ta', '<h1>முகப்பு</h1>'],
    ['/ta/faq', '<h1>கேள்விகள்</h1>'],
    ['/ta/projects/9', '<h1>நகர்ப்புற விவசாயம்</h1>'],
  ])('serves %s', async (urlPath, html) => {
    const response = await get(urlPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(html);
  });

  it.each(['/staff', '/staff/', '/staff/applicants'])(
    'serves the staff shell for %s, never indexed',
    async (urlPath) => {
      const response = await get(urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe('<div id="root"></div>');
    },
  );

  it('indexes the public pages', async () => {
    expect((await get('/faq')).headers.get('x-robots-tag')).toBeNull();
    expect((await get('/staffing')).status).toBe(404);
  });

  it.each([
    '/no-such-page',
    '/projects/1/extra',
    '/.env',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fpackage.json',
    '/faq%00.html',
  ])('answers %s with the 404 page', async (urlPath) => {
    const response = await get(urlPath);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Page not found</h1>');
  });

  it('caches hashed assets for a year', async () => {
    const response = await get('/assets/app-Bx9_kQ2a.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('serves widgets to any origin, briefly cached unless hashed', async () => {
    const entry = await get('/widgets/nard-donate.js');
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(entry.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await get('/widgets/chunk-D4f8Kq1z.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('negotiates brotli, then gzip, then identity, and answers 304 to a matching ETag', async () => {
    const br = await get('/widgets/nard-donate.js', {'Accept-Encoding': 'gzip, br'});
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(await br.text()).toBe(SCRIPT);
    const gzip = await get('/widgets/nard-donate.js', {'Accept-Encoding': 'gzip'});
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const identity = await get('/widgets/nard-donate.js', {'Accept-Encoding': 'identity'});
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(Number(identity.headers.get('content-length'))).toBe(SCRIPT.length);
    const etag = gzip.headers.get('etag')!;
    expect(etag).not.toBe(identity.headers.get('etag'));
    const revalidated = await get('/widgets/nard-donate.js', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': etag,
    });
    expect(revalidated.status).toBe(304);
  });
});

describe('helpers', () => {
  it('maps a path to its page files', () => {
    expect(pageCandidates('/')).toEqual(['/index.html']);
    expect(pageCandidates('/faq/')).toEqual(['/faq', '/faq/index.html', '/faq.html']);
  });

  it.each([
    ['nard-volunteer-form.js', 'public, max-age=300'],
    ['nard-announcements.js', 'public, max-age=300'],
    ['shared-C8xk2_Qa.js', 'public, max-age=31536000, immutable'],
  ])('caches %s as %s', (name, expected) => {
    expect(widgetCacheControl(name)).toBe(expected);
  });

  it('sends brotli bytes that decode back to the file', async () => {
    const request = new Request(`${server.url}/widgets/nard-donate.js`, {headers: {'Accept-Encoding': 'br'}});
    // The app's own answer, before any client decodes it.
    const raw = await server.app.request(request);
    expect(raw.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(new Uint8Array(await raw.arrayBuffer())).toString()).toBe(SCRIPT);
  });
});

describe('languages', () => {
  it('answers an unknown path under a language with the 404 page in that language', async () => {
    const response = await get('/ta/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>பக்கம் கிடைக்கவில்லை</h1>');
  });

  it('sends someone who chose a language from an English page to the same page in it', async () => {
    const response = await get('/faq?from=mail', {Cookie: 'other=1; nard_language=ta'});
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ta/faq?from=mail');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await get('/', {Cookie: 'nard_language=ta'})).headers.get('location')).toBe('/ta');
  });

  it('never redirects by Accept-Language, nor a prefixed path, nor for English or a made-up choice', async () => {
    const choices: Record<string, string>[] = [
      {'Accept-Language': 'ta-IN,ta;q=0.9'},
      {Cookie: 'nard_language=en'},
      {Cookie: 'nard_language=xx'},
      {Cookie: 'not_nard_language=ta'},
    ];
    for (const headers of choices) {
      expect((await get('/faq', headers)).status).toBe(200);
    }
    expect((await get('/ta/faq', {Cookie: 'nard_language=zh'})).status).toBe(200);
  });
});
