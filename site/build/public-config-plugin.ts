// The foundation's public facts (e-mail, phone, store links) are read from the environment at build
// time, so the prerendered HTML and the hydrated page agree. `npm start` builds, so env at start applies.
import type {Plugin} from 'vite';

/** Keys of the public configuration the site shows; defaults are plainly samples. */
const DEFAULTS: Record<string, string> = {
  FOUNDATION_EMAIL: 'hello@nard.example',
  FOUNDATION_PHONE: '+65 6000 0000',
  APP_STORE_URL: 'https://apps.apple.com/',
  GOOGLE_PLAY_URL: 'https://play.google.com/store',
};

export function readPublicSiteConfig(env: Record<string, string | undefined>) {
  return {
    email: env.FOUNDATION_EMAIL || DEFAULTS.FOUNDATION_EMAIL!,
    phone: env.FOUNDATION_PHONE || DEFAULTS.FOUNDATION_PHONE!,
    appStoreUrl: env.APP_STORE_URL || DEFAULTS.APP_STORE_URL!,
    googlePlayUrl: env.GOOGLE_PLAY_URL || DEFAULTS.GOOGLE_PLAY_URL!,
    publicUrl: (env.PUBLIC_URL || 'http://127.0.0.1:8080').replace(/\/$/, ''),
  };
}

export function publicConfigPlugin(): Plugin {
  return {
    name: 'nard-public-config',
    config: () => ({
      define: {__NARD_SITE_CONFIG__: JSON.stringify(readPublicSiteConfig(process.env))},
    }),
  };
}
