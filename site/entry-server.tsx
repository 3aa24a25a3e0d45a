// Prerender entry (built by `vite build --mode ssr`): renders one path in one language to HTML with its
// critical CSS.
import {extractCss} from 'goober';
import {renderToString} from 'react-dom/server';
import {LANGUAGE_TAGS, LANGUAGES, type Language, loadBooks} from '../core/i18n/index.ts';
import {App} from './app/app.tsx';
import {headHtml, shellHeadHtml} from './app/head.ts';
import {findRoute} from './app/match-route.ts';
import {NOT_FOUND, ROUTES} from './app/route-table.ts';

export {pathInLanguage} from './lib/language-path.ts';

import {prepareKnownEnglish} from './lib/known-english.ts';
import {setPageLanguage} from './lib/page-language.ts';
import {SITE_CONFIG} from './lib/site-config.ts';

export type RenderedPage = {
  html: string;
  css: string;
  head: string;
  routePath: string;
  /** The route file (`site/routes/<name>.tsx`), for preloading its chunk. */
  routeSource: string;
};

/**
 * Renders the English path `path` in `language`; the route's code and every book it uses in that
 * language are loaded first, so nothing suspends.
 */
export async function render(path: string, language: Language): Promise<RenderedPage> {
  setPageLanguage(language);
  const route = findRoute(path);
  await Promise.all([route.view.preload(), prepareKnownEnglish(language)]);
  await loadBooks(language);
  // No reset before rendering: each page gets a fresh copy of this bundle (prerender.ts), and styles that
  // modules create when they load (module-level `css`) must stay in the page's critical CSS.
  const html = renderToString(<App ssrPath={path} language={language} />);
  const css = extractCss();
  const {publicUrl, foundationEmail: email, foundationPhone: phone} = SITE_CONFIG;
  return {
    html,
    css,
    head: headHtml(route, path, language, {publicUrl, email, phone}),
    routePath: route.path,
    routeSource: route.view.source,
  };
}

/** Every concrete English path to prerender, plus whether it belongs in the sitemap. */
export function prerenderPaths(): {path: string; sitemap: boolean}[] {
  return ROUTES.flatMap((route) =>
    (route.prerender ?? [route.path]).map((path) => ({path, sitemap: route.sitemap === true})),
  );
}

/** The shells of client-only routes (the staff console, English only): file name under dist/site and its head. */
export function shellPages(): {file: string; head: string}[] {
  const byFile = new Map<string, string>();
  for (const route of ROUTES) if (route.shell) byFile.set(route.shell, shellHeadHtml(route));
  return [...byFile].map(([file, head]) => ({file, head}));
}

export const languages = LANGUAGES;
export const languageTags = LANGUAGE_TAGS;
export const notFoundPath = NOT_FOUND.path;
export const publicUrl = SITE_CONFIG.publicUrl;
