// Prerender entry (built by `vite build --mode ssr`): renders one path to HTML with its critical CSS.
import {extractCss} from 'goober';
import {renderToString} from 'react-dom/server';
import {App} from './app/app.tsx';
import {headHtml, shellHeadHtml} from './app/head.ts';
import {findRoute} from './app/match-route.ts';
import {NOT_FOUND, ROUTES} from './app/route-table.ts';
import {SITE_CONFIG} from './lib/site-config.ts';

export type RenderedPage = {
  html: string;
  css: string;
  head: string;
  routePath: string;
  /** The route file (`site/routes/<name>.tsx`), for preloading its chunk. */
  routeSource: string;
};

/** Renders `path`; the route's code is loaded first so nothing suspends. */
export async function render(path: string): Promise<RenderedPage> {
  const route = findRoute(path);
  await route.view.preload();
  // No reset before rendering: each page gets a fresh copy of this bundle (prerender.ts), and styles that
  // modules create when they load (module-level `css`) must stay in the page's critical CSS.
  const html = renderToString(<App ssrPath={path} />);
  const css = extractCss();
  const {publicUrl, foundationEmail, foundationPhone} = SITE_CONFIG;
  return {
    html,
    css,
    head: headHtml(route, path, publicUrl, foundationEmail, foundationPhone),
    routePath: route.path,
    routeSource: route.view.source,
  };
}

/** Every concrete path to prerender, plus whether it belongs in the sitemap. */
export function prerenderPaths(): {path: string; sitemap: boolean}[] {
  return ROUTES.flatMap((route) =>
    (route.prerender ?? [route.path]).map((path) => ({path, sitemap: route.sitemap === true})),
  );
}

/** The shells of client-only routes (the staff console): file name under dist/site and its head. */
export function shellPages(): {file: string; head: string}[] {
  const byFile = new Map<string, string>();
  for (const route of ROUTES) if (route.shell) byFile.set(route.shell, shellHeadHtml(route));
  return [...byFile].map(([file, head]) => ({file, head}));
}

export const notFoundPath = NOT_FOUND.path;
export const publicUrl = SITE_CONFIG.publicUrl;
