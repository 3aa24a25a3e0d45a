// The demo pages on the main server keep their own strict CSP, as a partner's page would have.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startTestApp, type TestApp} from '../test-app.test-support.ts';
import {demoCsp} from './demo-routes.ts';

let server: TestApp;

beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server?.close();
});

describe('/demo', () => {
  it('serves the partner pages under the strict demo CSP, not the site one', async () => {
    const response = await server.fetch('/demo/');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy');
    expect(csp).toBe(demoCsp());
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the site CSP everywhere else', async () => {
    const response = await server.fetch('/no-such-page');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
