// TRUST_PROXY: the client address comes from X-Forwarded-For only through the trusted hops (issue 10,
// finding 6), and the site's own origin only from PUBLIC_URL, never from the Host header. The app runs
// in-process; each request comes from the TCP peer 127.0.0.1, as it would through a local proxy.
import {afterEach, describe, expect, it} from 'vitest';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';
import {forwardedClient, rateKey} from './client-ip.ts';

describe('forwardedClient', () => {
  it.each([
    {header: '203.0.113.9', peer: '10.0.0.1', hops: 0, client: '10.0.0.1'},
    {header: undefined, peer: '10.0.0.1', hops: 1, client: '10.0.0.1'},
    {header: '203.0.113.9', peer: '10.0.0.1', hops: 1, client: '203.0.113.9'},
    {header: 'forged, 203.0.113.9', peer: '10.0.0.1', hops: 1, client: '203.0.113.9'},
    {header: 'forged, 203.0.113.9, 10.0.0.2', peer: '10.0.0.1', hops: 2, client: '203.0.113.9'},
    {header: '203.0.113.9', peer: '10.0.0.1', hops: 3, client: '203.0.113.9'},
    {header: ' 2001:DB8::1 ', peer: '10.0.0.1', hops: 1, client: '2001:db8::1'},
    {header: 'not-an-address', peer: '10.0.0.1', hops: 1, client: '10.0.0.1'},
    {header: ' , ', peer: '10.0.0.1', hops: 1, client: '10.0.0.1'},
  ])('$header through $hops hop(s) from $peer is $client', ({header, peer, hops, client}) => {
    expect(forwardedClient(header, peer, hops)).toBe(client);
  });
});

describe('rateKey (issue 19 #9: one /64 is one client)', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::ffff:cb00:7109', '203.0.113.9'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(rateKey(address)).toBe(key);
  });
});

let server: TestApp | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function contact(app: TestApp, forwardedFor: string): Promise<number> {
  const response = await app.fetch('/api/contact', {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor},
    body: JSON.stringify({name: 'Mei', email: 'mei@nard.example', message: 'Hello'}),
  });
  return response.status;
}

// The contact form allows 5 messages a minute per client address.
async function sixFromOneThenOneFromAnother(app: TestApp): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) statuses.push(await contact(app, '203.0.113.9'));
  statuses.push(await contact(app, '198.51.100.7'));
  return statuses;
}

describe('rate limits behind a proxy', () => {
  it('TRUST_PROXY=1 counts each forwarded client on its own', async () => {
    server = await startTestApp({env: {TRUST_PROXY: '1'}});
    expect(await sixFromOneThenOneFromAnother(server)).toEqual([201, 201, 201, 201, 201, 429, 201]);
  });

  it('TRUST_PROXY=1 counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    server = await startTestApp({env: {TRUST_PROXY: '1'}});
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push(await contact(server, `2001:db8:5:6::${i.toString(16)}`));
    statuses.push(await contact(server, '2001:db8:5:7::1'));
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 201]);
  });

  it('TRUST_PROXY unset ignores X-Forwarded-For, which any client can write', async () => {
    server = await startTestApp();
    expect(await sixFromOneThenOneFromAnother(server)).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });
});

/** A POST whose Host header (and so the URL the app sees) names `host`, from a page on `origin`. */
async function postWithHost(app: TestApp, host: string, origin: string): Promise<number> {
  const response = await app.fetch(`http://${host}/api/contact`, {
    method: 'POST',
    headers: {Origin: origin, 'Content-Type': 'application/json'},
    body: JSON.stringify({name: 'Mei', email: 'mei@nard.example', message: 'Hello'}),
  });
  return response.status;
}

describe("the site's own origin", () => {
  it('comes from PUBLIC_URL, not from the Host header', async () => {
    server = await startTestApp({env: {PUBLIC_URL: 'https://nard.example', RATE_LIMIT_FACTOR: '100'}});
    expect(await postWithHost(server, 'evil.example', 'http://evil.example')).toBe(403);
    expect(await postWithHost(server, 'evil.example', 'https://nard.example')).toBe(201);
  });
});
