import {gunzipSync} from 'node:zlib';
import {Hono} from 'hono';
import {describe, expect, it} from 'vitest';
import {jsonEncoding} from './json-encoding.ts';

const big = {items: Array.from({length: 200}, (_, i) => ({id: i, title: `Item ${i}`}))};
const app = new Hono()
  .use(jsonEncoding())
  .get('/big', (c) => c.json(big))
  .get('/small', (c) => c.json({ok: true}))
  .get('/picture', (c) => c.body(new Uint8Array(4000), 200, {'Content-Type': 'image/png'}))
  .post('/big', (c) => c.json(big));

describe('jsonEncoding', () => {
  it('tags a GET answer and answers 304 when the client has it', async () => {
    const first = await app.request('/small');
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^W\/"/);
    const again = await app.request('/small', {headers: {'If-None-Match': tag!}});
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('gzips a JSON answer over 1 kB when asked, and leaves a small one alone', async () => {
    const zipped = await app.request('/big', {headers: {'Accept-Encoding': 'gzip'}});
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(JSON.parse(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString())).toEqual(big);
    const small = await app.request('/small', {headers: {'Accept-Encoding': 'gzip'}});
    expect(small.headers.get('Content-Encoding')).toBeNull();
  });

  it('leaves answers it should not compress untouched and does not tag writes', async () => {
    const picture = await app.request('/picture', {headers: {'Accept-Encoding': 'gzip'}});
    expect(picture.headers.get('ETag')).toBeNull();
    expect(picture.headers.get('Content-Encoding')).toBeNull();
    const write = await app.request('/big', {method: 'POST'});
    expect(write.headers.get('ETag')).toBeNull();
  });
});
