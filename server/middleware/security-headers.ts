// Security headers on every answer (ASVS 14.4): a strict CSP for the site, loosened only where partners embed.
import {createHash} from 'node:crypto';
import type {MiddlewareHandler} from 'hono';
import {secureHeaders} from 'hono/secure-headers';
import {PAGE_START_SCRIPT} from '../../core/design/index.ts';

const permissionsPolicy = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  browsingTopics: [],
};

/** The CSP source that allows exactly the prerendered pages' starter (decision 038), by its hash. */
export const PAGE_START_CSP_SOURCE = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`;

const siteHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    // The prerendered pages' one inline script, by its hash: it starts their scripts after the first paint.
    scriptSrc: ["'self'", PAGE_START_CSP_SOURCE],
    // goober (site and widgets) writes its CSS into a <style> element at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // The PayNow QR and illustrations may be data: URIs.
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // ASVS 14.4.7: the site itself may not be framed (clickjacking).
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy,
});

// Widget scripts and audit PDFs are loaded by partner pages: no frame rules, readable cross-origin.
const embeddableHeaders = secureHeaders({
  contentSecurityPolicy: {defaultSrc: ["'none'"]},
  xFrameOptions: false,
  crossOriginResourcePolicy: 'cross-origin',
  crossOriginOpenerPolicy: false,
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy,
});

// JSON answers are never rendered as documents: the OWASP REST Security Cheat Sheet set, with a CSP that
// allows nothing at all. Document-only headers (Permissions-Policy, COOP, Origin-Agent-Cluster, the old
// X-* switches) would only cost every answer bytes and time.
const apiHeaders = secureHeaders({
  contentSecurityPolicy: {defaultSrc: ["'none'"], frameAncestors: ["'none'"]},
  xFrameOptions: 'DENY',
  referrerPolicy: 'no-referrer',
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginEmbedderPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

// The demo pages stand in for partner sites and set their own, stricter CSP (server/static/demo-routes.ts);
// this set adds the other headers and leaves that CSP alone.
const demoHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  referrerPolicy: 'strict-origin-when-cross-origin',
  permissionsPolicy,
});

/** True for paths that partner pages load from their own origin. */
export function isEmbeddablePath(path: string): boolean {
  return path.startsWith('/widgets/') || path.startsWith('/audit/');
}

/** Picks the header set by path. */
export function securityHeaders(): MiddlewareHandler {
  return (c, next) => {
    if (c.req.path.startsWith('/api/')) return apiHeaders(c, next);
    if (isEmbeddablePath(c.req.path)) return embeddableHeaders(c, next);
    if (c.req.path === '/demo' || c.req.path.startsWith('/demo/')) return demoHeaders(c, next);
    return siteHeaders(c, next);
  };
}
