// Test support (not shipped behaviour): the whole app in-process, built as server/main.ts builds it (config,
// openStore on a real SQLite file in a temp DATA_DIR, the seed, the configured mailer, createApp), and a
// fetch that answers through app.request() with what a real request carries on the wire. Tests that need
// the process itself (start-up, signals, several processes on one database) use tests/support/start-server.
import {randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync, inflateSync} from 'node:zlib';
import type {Hono} from 'hono';
import type {Role} from '../core/accounts/index.ts';
import {
  enableTwoStep,
  logIn,
  logInWithSecondStep,
  stepUp,
  type TestAccount,
} from '../tests/support/staff-accounts.ts';
import {createApp} from './app.ts';
import type {AppDeps} from './app-deps.ts';
import {loadConfig} from './config.ts';
import {createBackgroundWork} from './jobs/background-work.ts';
import {createMailOutbox} from './mail-outbox.ts';
import {openStore} from './open-store.ts';
import {seedContent} from './seed/seed-content.ts';
import type {Store} from './store.ts';

/** Where the app would listen: request URLs and, unless PUBLIC_URL is set, the site's own origin. */
export const TEST_APP_URL = 'http://127.0.0.1:8080';

/** fetch's signature; `peer` is the TCP peer address the request comes from (127.0.0.1 by default). */
export type TestFetch = (input: string | URL, init?: RequestInit & {peer?: string}) => Promise<Response>;

/** A running in-process app. */
export type TestApp = {
  /** TEST_APP_URL: the origin requests are sent to (a path alone is sent there too). */
  url: string;
  dataDir: string;
  deps: AppDeps<Store>;
  /** The app itself: `app.request()` answers with the bytes as sent (fetch decodes them). */
  app: Hono;
  fetch: TestFetch;
  /**
   * Sets an account's role as `npm run admin:grant` does (the command is tested in staff-announcements),
   * which signs the account out everywhere; `account.token` is then a new session's. A staff or admin
   * account (made with TEST_PASSWORD) also gets the authenticator staff routes require (issue 23), set up
   * through the API, and its new session has passed the second step (good for the step-up for 10 minutes).
   * Returns the authenticator's secret ('' when it was set up before), or null for the user role.
   */
  grantRole(account: Pick<TestAccount, 'email' | 'token'>, role: Role): Promise<string | null>;
  /**
   * Confirms an account's address through the store's link path, for tests without a mail catcher (the
   * welcome mail's link itself is tested in accounts/routes/email-confirmation-routes.test.ts).
   */
  confirmEmail(email: string): Promise<void>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** The environment the server would read; DATA_DIR here reuses a folder (kept on close). */
  env?: Record<string, string>;
  /** The clock routes see; Date.now unless a test moves time. */
  now?: () => number;
};

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/** What Node's fetch adds on the wire: Host, Accept, Accept-Encoding and the body's Content-Length. */
async function wireRequest(url: URL, init: RequestInit): Promise<Request> {
  const draft = new Request(url, init);
  const headers = new Headers(draft.headers);
  headers.set('host', url.host);
  if (!headers.has('accept')) headers.set('accept', '*/*');
  if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'gzip, deflate');
  if (!headers.has('user-agent')) headers.set('user-agent', 'node');
  const body = draft.body ? new Uint8Array(await draft.arrayBuffer()) : null;
  if (body) headers.set('content-length', String(body.byteLength));
  return new Request(url, {method: draft.method, headers, body});
}

/** Decodes a compressed body as fetch does; the headers stay as the server sent them. */
async function decoded(response: Response): Promise<Response> {
  const decode = DECODERS[response.headers.get('content-encoding') ?? ''];
  if (!decode || !response.body) return response;
  const bytes = decode(Buffer.from(await response.arrayBuffer()));
  const {status, statusText, headers} = response;
  return new Response(new Uint8Array(bytes), {status, statusText, headers});
}

/**
 * Builds the app on a fresh DATA_DIR (migrated and seeded, partner origins from PARTNER_ORIGINS).
 * @example const app = await startTestApp({env: {SMTP_URL: mail.smtpUrl}}); await app.fetch('/api/health');
 */
export async function startTestApp({env = {}, now = Date.now}: TestAppOptions = {}): Promise<TestApp> {
  const ownsDataDir = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'nard-app-'));
  const config = loadConfig({...env, DATA_DIR: dataDir});
  if (!config.publicUrlFromEnv) config.publicUrl = TEST_APP_URL;
  const {store, withStartLock, close: closeStore} = await openStore(config);
  await withStartLock((locked) => seedContent(locked));
  await store.seedPartnerOrigins(config.partnerOrigins, Date.now());
  const background = createBackgroundWork();
  // The outbox as the server runs it, woken by each commit that queues a mail; no timer (the test waits).
  const outbox = createMailOutbox({config, store, now, background});
  const deps: AppDeps<Store> = {
    config,
    store,
    mailer: outbox.mailer,
    mailSender: outbox.sender,
    now,
    background,
  };
  const app = createApp(deps);

  const fetchInProcess: TestFetch = async (input, {peer = '127.0.0.1', ...init} = {}) => {
    const url = new URL(String(input), TEST_APP_URL);
    const family = peer.includes(':') ? 'IPv6' : 'IPv4';
    // What @hono/node-server passes the app: the socket the request came in on.
    const bindings = {incoming: {socket: {remoteAddress: peer, remotePort: 50_000, remoteFamily: family}}};
    const response = await decoded(await app.request(await wireRequest(url, init), undefined, bindings));
    // The outbox's sends that the request woke finish before the test reads the mail catcher (a real
    // server's answer never waits for them: mail/outbox-crash.test.ts).
    await background.settled();
    return response;
  };

  return {
    url: TEST_APP_URL,
    dataDir,
    deps,
    app,
    fetch: fetchInProcess,
    async grantRole(account, role) {
      const granted = await store.grantRoleByEmail(account.email, role, Date.now());
      if (!granted) throw new Error(`no account ${account.email}`);
      const target = {url: TEST_APP_URL, fetch: fetchInProcess};
      if ((await store.findTotp(granted.user.id))?.confirmed) {
        account.token = (await logInWithSecondStep(target, account.email)).token;
        return role === 'user' ? null : '';
      }
      account.token = (await logIn(target, account.email)).token;
      if (role === 'user') return null;
      const secret = await enableTwoStep(target, account, now);
      // The factor just added opens the console but is not the step-up (issue 54): prove it once, as the
      // console would ask before the first sensitive action.
      await stepUp(target, account);
      return secret;
    },
    async confirmEmail(email) {
      const account = await store.findAccountByEmail(email);
      if (!account) throw new Error(`no account ${email}`);
      const tokenHash = `test-link-${randomUUID()}`;
      await store.createEmailLink(
        {userId: account.id, email, tokenHash, expiresAt: Date.now() + 60_000},
        Date.now(),
      );
      if ((await store.confirmEmail(tokenHash, Date.now())) !== 'confirmed')
        throw new Error(`${email} stayed unconfirmed`);
    },
    async close() {
      // Mails still being written need the store and the outbox: they finish first.
      await background.settled();
      outbox.close();
      await closeStore();
      if (ownsDataDir) rmSync(dataDir, {recursive: true, force: true});
    },
  };
}
