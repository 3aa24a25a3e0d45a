// The API's contract (core/wire/index.ts) and the server's routes are one (issue 57): every route the
// contract names is mounted on the app under that method and path, and its handler answers through the
// contract (`answer(c, route, ...)`, a helper taking `(c, route, ...)` on to it, or the content cache's
// load typed `AnswerOf<route>`), which is what
// lets the compiler hold the server's answer and the clients' reading of it to the same shape.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, expect, it} from 'vitest';
import type {ApiRoute} from '../../core/wire/index.ts';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';

// Every route of the contract, no more: `satisfies` fails the build when one is added or removed there.
const ROUTES = {
  'GET /contributors': true,
  'GET /expenditures': true,
  'GET /figures': true,
  'GET /audit-reports': true,
  'GET /projects': true,
  'GET /announcements': true,
  'GET /events': true,
  'GET /events/names': true,
  'GET /config': true,
  'POST /contact': true,
  'POST /gifts': true,
  'POST /auth/signup': true,
  'POST /auth/login': true,
  'POST /auth/two-step': true,
  'POST /auth/passkey/options': true,
  'POST /auth/passkey': true,
  'POST /auth/refresh-token': true,
  'POST /auth/logout': true,
  'GET /auth/me': true,
  'PATCH /auth/me': true,
  'POST /auth/confirm-email': true,
  'POST /auth/confirm-email/new-link': true,
  'POST /auth/send-otp': true,
  'POST /auth/verify-otp': true,
  'PUT /auth/update-password': true,
  'POST /events/:id/signup': true,
  'DELETE /events/:id/signup': true,
  'GET /me/events': true,
  'GET /me/gifts': true,
  'GET /staff/gifts': true,
  'POST /staff/gifts': true,
  'PATCH /staff/gifts/:id': true,
  'PATCH /staff/gifts/:id/tax-id': true,
  'POST /staff/gifts/receive': true,
  'POST /staff/gifts/:id/receipt-mail': true,
  'GET /staff/gifts/transfers': true,
  'GET /staff/gifts/transfers/:id/suggestions': true,
  'POST /staff/gifts/transfers/:id': true,
  'GET /staff/gifts/bank-statements': true,
  'DELETE /staff/gifts/bank-statement/:importId': true,
  'GET /staff/gifts/iras/check': true,
  'POST /staff/gifts/iras/filings/:id/submitted': true,
} satisfies Record<ApiRoute, true>;

const routes = Object.keys(ROUTES) as ApiRoute[];
const serverDir = path.resolve(import.meta.dirname, '..');

function productFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test(-support)?\.ts$/.test(entry.name) ? [file] : [];
  });
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it('mounts every route of the contract under its method and path', () => {
  // Hono lists a sub-app's '/' as the mount path itself, and middleware as method ALL.
  const mounted = new Set(app.app.routes.map((route) => `${route.method} ${route.path.replace(/\/$/, '')}`));
  const missing = routes.filter((route) => {
    const [method, routePath] = route.split(' ');
    return !mounted.has(`${method} /api${routePath}`);
  });
  expect(missing).toEqual([]);
});

it('answers every route of the contract through it', () => {
  const source = productFiles(serverDir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const unbound = routes.filter(
    (route) => !source.includes(`(c, '${route}'`) && !source.includes(`AnswerOf<'${route}'>`),
  );
  expect(unbound).toEqual([]);
});
