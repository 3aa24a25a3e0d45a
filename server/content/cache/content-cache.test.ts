// The content answer cache: same bytes as the store says, rebuilt exactly when content changes, whether the
// change comes through this process's store (seed, import) or from the admin import CLI in another process.
import {spawnSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync} from 'node:zlib';
import {Hono} from 'hono';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {node24} from '../../../tests/support/start-server.ts';
import {importFile} from '../../admin/import-content.ts';
import {OTHERS_COMMITS_READ_MS} from '../../db/sqlite/content-version.ts';
import {openStore} from '../../open-store.ts';
import type {Store} from '../../store.ts';
import {startTestApp, type TestApp} from '../../test-app.test-support.ts';
import {createContentCache} from './content-cache.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

describe('createContentCache', () => {
  it('builds an answer once per content version', async () => {
    let version = 'v1';
    let loads = 0;
    const cache = createContentCache({contentVersion: () => version});
    const app = new Hono().get('/', (c) =>
      cache.answer(c, 'k', {topics: ['announcements'], load: async () => ({n: ++loads})}),
    );
    expect(await (await app.request('/')).json()).toEqual({success: true, statusCode: 200, n: 1});
    expect(await (await app.request('/')).json()).toEqual({success: true, statusCode: 200, n: 1});
    expect(cache.builds()).toBe(1);
    version = 'v2';
    expect(await (await app.request('/')).json()).toEqual({success: true, statusCode: 200, n: 2});
    expect(cache.builds()).toBe(2);
    cache.clear();
    expect(await (await app.request('/')).json()).toEqual({success: true, statusCode: 200, n: 3});
  });
});

describe('replayed: a recorded answer given before any routing', () => {
  it('has nothing for a request until the chain has answered that exact variant, then its bytes', async () => {
    let version = 'v1';
    let routed = 0;
    const cache = createContentCache({contentVersion: () => version});
    const app = new Hono().use(cache.record).get('/', (c) => {
      routed++;
      return cache.answer(c, 'k', {topics: ['announcements'], load: async () => ({n: 1})});
    });
    const request = () => new Request('http://127.0.0.1/', {headers: {'Accept-Encoding': 'gzip'}});
    expect(cache.replayed(request())).toBeUndefined();
    const first = await app.request(request());
    expect(routed).toBe(1);
    const again = cache.replayed(request())!;
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await again.text()).toBe(await first.text());
    // Another variant, a write (new version) or a POST: the chain answers.
    expect(
      cache.replayed(new Request('http://127.0.0.1/', {headers: {'Accept-Encoding': 'br'}})),
    ).toBeUndefined();
    expect(cache.replayed(new Request('http://127.0.0.1/', {method: 'POST', body: 'x'}))).toBeUndefined();
    version = 'v2';
    expect(cache.replayed(request())).toBeUndefined();
    expect(routed).toBe(1);
  });
});

describe('replayed with the headers Node parsed', () => {
  it('reads the variant and the ETag from them, as from the Request', async () => {
    const cache = createContentCache({contentVersion: () => 'v1'});
    const app = new Hono()
      .use(cache.record)
      .get('/', (c) => cache.answer(c, 'k', {topics: ['announcements'], load: async () => ({n: 1})}));
    const url = 'http://127.0.0.1/';
    const first = await app.request(new Request(url, {headers: {'Accept-Encoding': 'gzip'}}));
    // node-server's Request has no headers of its own here: only the parsed ones can say gzip.
    const bare = new Request(url);
    expect(cache.replayed(bare, {'accept-encoding': 'gzip'})?.headers.get('etag')).toBe(
      first.headers.get('etag'),
    );
    expect(cache.replayed(bare, {'accept-encoding': 'br'})).toBeUndefined();
    expect(
      cache.replayed(bare, {'accept-encoding': 'gzip', origin: 'https://partner.example'}),
    ).toBeUndefined();
    const etag = first.headers.get('etag')!;
    await app.request(new Request(url, {headers: {'Accept-Encoding': 'gzip', 'If-None-Match': etag}}));
    expect(cache.replayed(bare, {'accept-encoding': 'gzip', 'if-none-match': etag})?.status).toBe(304);
  });
});

describe('GET content answers over a real SQLite store', () => {
  let testApp: TestApp;
  let store: Store;

  beforeEach(async () => {
    testApp = await startTestApp({env: {AUTH_SECRET: 'test-secret-of-forty-characters-or-more!'}});
    store = testApp.deps.store;
  });
  afterEach(() => testApp.close());

  // The app's answers as sent, before any client decodes them.
  const get = (route: string, headers: Record<string, string> = {}) =>
    testApp.app.request(`http://127.0.0.1${route}`, {headers});

  it('answers exactly what the store lists, compressed or not, with the same ETag', async () => {
    const plain = await get('/api/contributors');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(plain.headers.get('cache-control')).toBe('private, no-cache');
    const expected = {success: true, statusCode: 200, contributors: await store.listContributors()};
    expect(await plain.json()).toEqual(expected);
    const br = await get('/api/contributors', {'Accept-Encoding': 'br'});
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(plain.headers.get('etag'));
    const bytes = brotliDecompressSync(new Uint8Array(await br.arrayBuffer()));
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(expected);
  });

  it('replays each variant with exactly the headers and bytes the middleware chain gave it', async () => {
    const etag = (await get('/api/expenditures')).headers.get('etag')!;
    const variants: Record<string, string>[] = [
      {},
      {'Accept-Encoding': 'br, gzip'},
      {'Accept-Encoding': 'gzip'},
      {Origin: 'https://partner.example', 'Accept-Encoding': 'br'},
      {'If-None-Match': etag},
      {'If-None-Match': 'W/"other"'},
    ];
    for (const headers of variants) {
      const seen = [];
      for (let i = 0; i < 3; i++) {
        const response = await get('/api/expenditures', headers);
        const all = Object.fromEntries(response.headers);
        delete all.date;
        seen.push({status: response.status, headers: all, body: Buffer.from(await response.arrayBuffer())});
      }
      expect(seen[1], JSON.stringify(headers)).toEqual(seen[0]);
      expect(seen[2], JSON.stringify(headers)).toEqual(seen[0]);
      expect(seen[0]!.headers['content-security-policy']).toBeDefined();
    }
    const cors = await get('/api/expenditures', {Origin: 'https://partner.example'});
    expect(cors.headers.get('access-control-allow-origin')).toBe('*');
    expect((await get('/api/expenditures')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a write through the store (the seed and import path) changes the answer and its ETag', async () => {
    const before = await get('/api/announcements');
    const etag = before.headers.get('etag')!;
    expect((await get('/api/announcements', {'If-None-Match': etag})).status).toBe(304);
    await store.importContent(
      [{kind: 'announcements', rows: [{date: '2099-01-01', title: 'Cache test', description: 'New.'}]}],
      {replace: false},
    );
    const after = await get('/api/announcements', {'If-None-Match': etag});
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const body = (await after.json()) as {announcements: {title: string}[]};
    expect(body.announcements[0]!.title).toBe('Cache test');
  });

  it('a commit by another connection (the admin import CLI) changes the answer', async () => {
    const before = (await (await get('/api/events?type=volunteer')).json()) as {events: unknown[]};
    const other = await openStore({dataDir: testApp.dataDir, databaseUrl: null, databasePoolSize: 1});
    try {
      const json = path.join(testApp.dataDir, 'events.json');
      writeFileSync(
        json,
        JSON.stringify([
          {
            type: 'volunteer',
            date: '2099-02-03',
            description: 'Cache test',
            venue: 'Farm',
            time: '09:00-11:00',
            task: 'Weeding',
            needed: ['Hands'],
            signedUp: [],
            ojtHours: 0,
            ojtTotal: 0,
            capacity: 4,
          },
        ]),
      );
      const result = await importFile(other.store, {file: json, kind: 'events', replace: false});
      expect(result).toEqual({ok: true, written: 1});
    } finally {
      await other.close();
    }
    // Another connection's commit is read at most every OTHERS_COMMITS_READ_MS (sqlite/content-version.ts):
    // a request after that sees it, as every request after a CLI in another process does.
    await new Promise((resolve) => setTimeout(resolve, OTHERS_COMMITS_READ_MS + 5));
    const after = (await (await get('/api/events?type=volunteer')).json()) as {events: unknown[]};
    expect(after.events).toHaveLength(before.events.length + 1);
    expect(after.events).toEqual(await store.listEvents('volunteer', '2026-01-01'));
  });
});

describe('the app and the admin import command (another process)', () => {
  it('serves newly imported contributors at once', async () => {
    const server = await startTestApp();
    try {
      const list = async () =>
        ((await (await server.fetch('/api/contributors')).json()) as {contributors: {name: string}[]})
          .contributors;
      const before = await list();
      const csv = path.join(server.dataDir, 'new.csv');
      writeFileSync(csv, 'name,date,amount,project\nCache Tester,2099-03-04,12.50,urban-farming\n');
      const run = spawnSync(
        node24(),
        [path.join(REPO_ROOT, 'server/admin/import-content.ts'), csv, '--kind', 'contributors'],
        {env: {...process.env, DATA_DIR: server.dataDir}, encoding: 'utf8', timeout: 15_000},
      );
      expect(run.status, run.stderr).toBe(0);
      const after = await list();
      expect(after).toHaveLength(before.length + 1);
      expect(after.some((row) => row.name === 'Cache Tester')).toBe(true);
    } finally {
      await server.close();
    }
  });
});
