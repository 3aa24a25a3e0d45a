// Build settings for the React site. `vite build` makes the client bundle (code-split per route);
// `vite build --mode ssr` makes one self-contained server bundle that site/prerender.ts loads once per
// route to write static HTML (see docs/architecture.md, "Site routes").
import {resolve} from 'node:path';
import react from '@vitejs/plugin-react';
import type {PluginOption, UserConfig} from 'vite';
import {messageBooksPlugin} from '../core/icu/index.ts';
import {licencesPlugin} from './build/licences-plugin.ts';
import {publicConfigPlugin} from './build/public-config-plugin.ts';
import {staffChunksPlugin} from './build/staff-chunks.ts';

const root = resolve(import.meta.dirname, '..');

export function siteTestPlugins(): PluginOption[] {
  return [react(), publicConfigPlugin(), licencesPlugin(root), messageBooksPlugin()];
}

// wouter's `use-sync-external-store/shim` is React's own hook on React 19 (lib/sync-external-store.ts).
const resolveReactHook = {
  alias: [
    {
      find: /^use-sync-external-store\/shim(\/index\.js)?$/,
      replacement: resolve(root, 'site/lib/sync-external-store.ts'),
    },
  ],
};

export function siteBuildConfig(mode: string): UserConfig {
  const plugins = [react(), publicConfigPlugin(), licencesPlugin(root), messageBooksPlugin()];
  if (mode === 'ssr') {
    return {
      plugins,
      resolve: resolveReactHook,
      root,
      publicDir: false,
      // goober inside the bundle: each fresh copy then has its own style cache. A shared goober keeps
      // the global styles' cache across pages and emits them for the first page only.
      ssr: {noExternal: ['goober']},
      build: {
        ssr: resolve(root, 'site/entry-server.tsx'),
        outDir: resolve(root, 'dist/site-ssr'),
        emptyOutDir: true,
        minify: false,
        // One file, so the prerender can load a fresh copy (fresh styles, fresh store) for each route.
        rolldownOptions: {output: {codeSplitting: false}},
      },
    };
  }
  return {
    // The client build checks that the staff console stays out of public pages (build/staff-chunks.ts).
    plugins: [...plugins, staffChunksPlugin(resolve(root, 'dist/staff-chunks.json'))],
    resolve: resolveReactHook,
    root,
    publicDir: resolve(root, 'site/public'),
    build: {
      outDir: resolve(root, 'dist/site'),
      emptyOutDir: true,
      assetsDir: 'assets',
      // .vite/manifest.json: the prerender reads it to preload each route's chunks, then deletes it.
      manifest: true,
      // Every browser since 2023 (Safari 17) knows <link rel="modulepreload">; an older one fetches a route's
      // chunks when it imports them. The polyfill cost every page's entry 0.2 kB gzip for those few.
      modulePreload: {polyfill: false},
      rolldownOptions: {
        input: resolve(root, 'site/index.html'),
        // What the entry imports, every page runs: one chunk for it. Left to itself the bundler splits the
        // modules a route chunk shares with the entry into a dozen small chunks (react, jotai, the router,
        // the layout's parts), each a request and each compressed alone: / loaded 29 files.
        output: {codeSplitting: {groups: [{name: 'shell', tags: ['$initial']}]}},
      },
    },
  };
}
