// The foundation's public facts (e-mail, phone, store and social links) are read from the environment at
// build time with core's publicConfigFromEnv, the same reader GET /api/config uses, so the prerendered
// HTML, the hydrated page and the API agree. `npm start` builds, so env at start applies.
import type {Plugin} from 'vite';
import {publicConfigFromEnv} from '../../core/content/index.ts';

/** core's PublicConfig plus the site's canonical origin (PUBLIC_URL, no trailing slash). */
export function readSiteConfig(env: Readonly<Record<string, string | undefined>>) {
  return {
    ...publicConfigFromEnv(env),
    publicUrl: (env.PUBLIC_URL?.trim() || 'http://127.0.0.1:8080').replace(/\/+$/, ''),
  };
}

export function publicConfigPlugin(): Plugin {
  return {
    name: 'nard-public-config',
    config: () => ({
      define: {__NARD_SITE_CONFIG__: JSON.stringify(readSiteConfig(process.env))},
    }),
  };
}
