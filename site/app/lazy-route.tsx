// Code-split routes that can be loaded ahead of rendering. After `preload()` the route renders
// synchronously, so hydration (and the prerender) never meets a Suspense fallback. Loading a route also
// loads, in the page's language, every book its code defines: its words are there when it renders.
import {type ComponentType, lazy} from 'react';
import {loadBooks} from '../../core/i18n/index.ts';
import {pageLanguageCode} from '../lib/page-language.ts';

/** What every site/routes/<name>.tsx file provides: a default-exported page component without props. */
export type RouteModule = {default: ComponentType};

export type LazyRoute = {
  Component: ComponentType;
  preload: () => Promise<unknown>;
  /** The route file, as Vite's manifest names it (`site/routes/<name>.tsx`); the prerender preloads its chunk. */
  source: string;
};

/** `name` is the file name under site/routes/ that `load` imports (route-table.test.ts checks they agree). */
export function lazyRoute(name: string, load: () => Promise<RouteModule>): LazyRoute {
  let Loaded: ComponentType | null = null;
  let pending: Promise<RouteModule> | null = null;
  const preload = () => {
    pending ??= load().then(async (module) => {
      await loadBooks(pageLanguageCode());
      Loaded = module.default;
      return module;
    });
    return pending;
  };
  const Lazy = lazy(preload);
  // Made once per route at module load, never during render, so the component identity is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: see above.
  function RouteComponent() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return {Component: RouteComponent, preload, source: `site/routes/${name}.tsx`};
}
