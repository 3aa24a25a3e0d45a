// Test support (not shipped behaviour): the auth routes in-process over a real migrated SQLite database,
// with a clock the test moves and a mailer that keeps what it sends. Real-server tests use tests/support.
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Hono} from 'hono';
import type {AppDeps} from '../../app-deps.ts';
import {loadConfig} from '../../config.ts';
import {clientAddress} from '../../http/client-ip.ts';
import {answerError} from '../../http/errors.ts';
import {createBackgroundWork} from '../../jobs/background-work.ts';
import type {MailMessage} from '../../mail/mailer.ts';
import {createMailOutbox} from '../../mail-outbox.ts';
import {openSqliteStore} from '../../open-store.ts';
import type {Store} from '../../store.ts';
import {type AuthOverrides, createAuthService} from '../auth-service.ts';
import {authRoutes} from './auth-routes.ts';

/** A running in-process auth app. `call` sends JSON and returns status, headers and parsed body. */
export type AuthTestApp = {
  deps: AppDeps<Store>;
  mails: MailMessage[];
  clock: {now: number};
  call(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{status: number; headers: Headers; body: Record<string, unknown>}>;
  close(): void;
};

/** Builds the app; `env` adds configuration (e.g. ACCESS_TOKEN_TTL_SECONDS). */
export function createAuthTestApp(options: {env?: Record<string, string>} & AuthOverrides = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nard-auth-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-of-forty-characters-or-more!',
    RATE_LIMIT_FACTOR: '1000',
    ...options.env,
  });
  const db = openSqliteStore(path.join(dataDir, 'test.sqlite'));
  const mails: MailMessage[] = [];
  const clock = {now: Date.UTC(2030, 0, 1, 9)};
  const background = createBackgroundWork();
  // The outbox as the server runs it, its transport keeping each mail in `mails`.
  const outbox = createMailOutbox({
    config,
    store: db.store,
    now: () => clock.now,
    background,
    transport: {send: async (message) => void mails.push(message), close: () => {}},
  });
  const deps: AppDeps<Store> = {
    config,
    store: db.store,
    mailer: outbox.mailer,
    mailSender: outbox.sender,
    now: () => clock.now,
    background,
  };
  const app = new Hono();
  app.onError(answerError);
  // With TRUST_PROXY in `env`, a test sets each request's client address with X-Forwarded-For.
  app.use(clientAddress(config.trustProxy));
  const auth = createAuthService(deps, {passwords: options.passwords, sleep: options.sleep});
  app.route('/api/auth', authRoutes(deps, auth));

  const testApp: AuthTestApp = {
    deps,
    mails,
    clock,
    async call(method, route, body, headers = {}) {
      const init: RequestInit = {method, headers: {...headers}};
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
      }
      const response = await app.request(`/api/auth${route}`, init);
      // The mails the request wrote are sent before the test reads `mails`.
      await background.settled();
      return {
        status: response.status,
        headers: response.headers,
        body: (await response.json()) as Record<string, unknown>,
      };
    },
    close() {
      db.close();
      rmSync(dataDir, {recursive: true, force: true});
    },
  };
  return testApp;
}

/** A valid signup body; pass overrides for the field under test. */
export function signupBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Ana Tan',
    age: '26-35',
    email: 'ana@nard.example',
    password: 'Passw0rd!',
    region: 'east',
    city: 'Bedok',
    phoneNumber: '+6591234567',
    emergencyContact: '+6598765432',
    profession: 'Barista',
    type: 'volunteer',
    ...overrides,
  };
}
