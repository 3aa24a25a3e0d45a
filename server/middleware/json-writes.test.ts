import {Hono} from 'hono';
import {describe, expect, it} from 'vitest';
import {jsonWrites, MAX_BODY_BYTES} from './json-writes.ts';

const app = new Hono().use(jsonWrites()).all('/x', async (c) => c.json({read: (await c.req.text()).length}));

const send = (method: string, body?: string, type = 'application/json') =>
  app.request('/x', {
    method,
    body,
    headers:
      body === undefined ? {} : {'Content-Type': type, 'Content-Length': String(Buffer.byteLength(body))},
  });

describe('jsonWrites', () => {
  it.each([
    {name: 'a JSON write', method: 'POST', body: '{"a":1}', type: 'application/json', status: 200},
    {
      name: 'JSON with a charset',
      method: 'PUT',
      body: '{}',
      type: 'application/json; charset=utf-8',
      status: 200,
    },
    {
      name: 'a form post',
      method: 'POST',
      body: 'a=1',
      type: 'application/x-www-form-urlencoded',
      status: 415,
    },
    {name: 'plain text', method: 'PATCH', body: 'hi', type: 'text/plain', status: 415},
    {name: 'a write without a body', method: 'DELETE', body: undefined, type: '', status: 200},
    {name: 'a read', method: 'GET', body: undefined, type: '', status: 200},
  ])('$name -> $status', async ({method, body, type, status}) => {
    expect((await send(method, body, type)).status).toBe(status);
  });

  it('refuses a body over the limit with 413 and says the limit', async () => {
    const response = await send('POST', JSON.stringify({text: 'x'.repeat(MAX_BODY_BYTES)}));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({success: false, message: expect.stringMatching(/16 kB/)});
  });
});
