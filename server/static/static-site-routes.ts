// The built front ends: /widgets/* for partner pages, /audit/* PDFs, /assets/* (hashed) and the
// prerendered site, where /x is dist/site/x/index.html or x.html and anything unknown is 404.html.
import {Hono} from 'hono';
import type {AppDeps} from '../app-deps.ts';
import {type StaticFolder, staticFolder} from './static-files.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// Vite's content hash: '-' then 8 url-safe characters with at least one capital, digit or '_'.
const HASHED_NAME = /-(?=[A-Za-z0-9_]*[A-Z0-9_])[A-Za-z0-9_]{8}\.[a-z0-9]+$/;

/** Short cache for widget entry names partners hard-code; hashed chunks never change. */
export function widgetCacheControl(fileName: string): string {
  return HASHED_NAME.test(fileName) ? IMMUTABLE : 'public, max-age=300';
}

/** The files `/x` may be: the file itself, x/index.html, x.html. */
export function pageCandidates(urlPath: string): string[] {
  const trimmed = urlPath.replace(/\/+$/, '');
  if (trimmed === '') return ['/index.html'];
  return [trimmed, `${trimmed}/index.html`, `${trimmed}.html`];
}

async function firstExisting(folder: StaticFolder, candidates: string[]): Promise<string | null> {
  for (const candidate of candidates) {
    const file = await folder.resolve(candidate);
    if (file) return file;
  }
  return null;
}

// SPEC: /projects/{id} for any id other than 1 and 2 shows the urban farming page (a real page, 200), in
// the path's language.
const OTHER_PROJECT_ID = /^(\/(?:zh|ms|ta))?\/projects\/[^/]+\/?$/;

async function projectFallback(site: StaticFolder, urlPath: string): Promise<string | null> {
  const match = OTHER_PROJECT_ID.exec(urlPath);
  return match ? site.resolve(`${match[1] ?? ''}/projects/1/index.html`) : null;
}

// The prefix of a page in another language than English ('/zh'), '' for English paths.
const languagePrefix = (urlPath: string) => /^\/(zh|ms|ta)(?=\/|$)/.exec(urlPath)?.[0] ?? '';

// The language a reader chose with the site's switch (site/lib/language-choice.ts writes it).
const CHOSEN_LANGUAGE = /(?:^|;\s*)nard_language=(zh|ms|ta)(?:;|$)/;

/** Static routes, mounted last: the site's catch-all answers every GET nobody else did. */
export function staticSiteRoutes(deps: AppDeps): Hono {
  const site = staticFolder(deps.config.siteDir);
  const widgets = staticFolder(deps.config.widgetsDir);
  const audit = staticFolder(deps.config.auditDir);
  const app = new Hono();

  app.get('/widgets/*', async (c, next) => {
    const file = await widgets.resolve(c.req.path.slice('/widgets'.length));
    if (!file) return next();
    // Partner pages load these with <script> and fetch from their own origin.
    c.header('Access-Control-Allow-Origin', '*');
    return widgets.respond(c, file, {cacheControl: widgetCacheControl(file)});
  });

  app.get('/audit/*', async (c, next) => {
    const file = await audit.resolve(c.req.path.slice('/audit'.length));
    if (!file) return next();
    return audit.respond(c, file, {cacheControl: 'public, max-age=86400'});
  });

  app.get('/assets/*', async (c, next) => {
    const file = await site.resolve(c.req.path);
    if (!file) return next();
    return site.respond(c, file, {cacheControl: IMMUTABLE});
  });

  // The staff console is rendered in the browser only: one shell for /staff and every section, never indexed.
  app.get('/staff/*', async (c, next) => {
    const file = await site.resolve('/staff.html');
    if (!file) return next();
    c.header('X-Robots-Tag', 'noindex, nofollow');
    return site.respond(c, file, {cacheControl: REVALIDATE});
  });

  app.get('*', async (c) => {
    const file =
      (await firstExisting(site, pageCandidates(c.req.path))) ?? (await projectFallback(site, c.req.path));
    if (file?.endsWith('.html')) {
      // Someone who chose a language with the switch gets that language's page for an English path
      // (a prefixed path is always what it says: a shared /ta link stays Tamil). Never Accept-Language.
      const chosen = CHOSEN_LANGUAGE.exec(c.req.header('Cookie') ?? '')?.[1];
      if (chosen && languagePrefix(c.req.path) === '') {
        const path = c.req.path === '/' ? '' : c.req.path;
        const query = new URL(c.req.url).search;
        c.header('Cache-Control', 'no-store');
        return c.redirect(`/${chosen}${path}${query}`, 302);
      }
    }
    if (file) {
      const cacheControl = file.endsWith('.html') ? REVALIDATE : 'public, max-age=3600';
      return site.respond(c, file, {cacheControl});
    }
    const notFoundPage =
      (await site.resolve(`${languagePrefix(c.req.path)}/404.html`)) ?? (await site.resolve('/404.html'));
    if (notFoundPage) return site.respond(c, notFoundPage, {status: 404, cacheControl: REVALIDATE});
    return c.text('Page not found. (The site is not built: run npm run build.)', 404);
  });

  return app;
}
