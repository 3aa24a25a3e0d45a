import {createHash} from 'node:crypto';
import {Hono} from 'hono';
import {describe, expect, it} from 'vitest';
import {PAGE_START_SCRIPT} from '../../core/design/index.ts';
import {isEmbeddablePath, PAGE_START_CSP_SOURCE, securityHeaders} from './security-headers.ts';

const app = new Hono().use(securityHeaders()).get('*', (c) => c.text('ok'));
const headersOf = async (path: string) => (await app.request(path)).headers;

describe('securityHeaders', () => {
  it('gives the site a strict CSP that forbids framing', async () => {
    const headers = await headersOf('/about-us');
    expect(headers.get('Content-Security-Policy')).toContain(`script-src 'self' ${PAGE_START_CSP_SOURCE};`);
    expect(headers.get('Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('allows the prerendered pages’ starter by the hash of its exact text', () => {
    const digest = createHash('sha256').update(PAGE_START_SCRIPT).digest('base64');
    expect(PAGE_START_CSP_SOURCE).toBe(`'sha256-${digest}'`);
  });

  it('lets partner pages load widgets and audit PDFs cross-origin', async () => {
    const headers = await headersOf('/widgets/nard-donate.js');
    expect(headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(headers.get('X-Frame-Options')).toBeNull();
    expect(isEmbeddablePath('/audit/annual-audit-report-2024.pdf')).toBe(true);
    expect(isEmbeddablePath('/about-us')).toBe(false);
  });

  it('gives JSON answers the REST set: nothing may load, no referrer, no document-only headers', async () => {
    const headers = await headersOf('/api/health');
    expect(headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(headers.get('Permissions-Policy')).toBeNull();
  });

  it('leaves the demo pages their own CSP', async () => {
    expect((await headersOf('/demo/urban-farm/')).get('Content-Security-Policy')).toBeNull();
  });
});
