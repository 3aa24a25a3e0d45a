// Build settings for the React site. `vite build` makes the client bundle (code-split per route);
// `vite build --mode ssr` makes one self-contained server bundle that site/prerender.ts loads once per
// route to write static HTML (see docs/architecture.md, "Site routes").
import {resolve} from 'node:path';
import react from '@vitejs/plugin-react';
import type {PluginOption, UserConfig} from 'vite';
import {licencesPlugin} from './build/licences-plugin.ts';
import {publicConfigPlugin} from './build/public-config-plugin.ts';

const root = resolve(import.meta.dirname, '..');

export function siteTestPlugins(): PluginOption[] {
  return [react(), publicConfigPlugin(), licencesPlugin(root)];
}

export function siteBuildConfig(mode: string): UserConfig {
  const plugins = [react(), publicConfigPlugin(), licencesPlugin(root)];
  if (mode === 'ssr') {
    return {
      plugins,
      root,
      publicDir: false,
      build: {
        ssr: resolve(root, 'site/entry-server.tsx'),
        outDir: resolve(root, 'dist/site-ssr'),
        emptyOutDir: true,
        minify: false,
        // One file, so the prerender can load a fresh copy (fresh styles, fresh store) for each route.
        rolldownOptions: {output: {codeSplitting: false}},
      },
      // goober goes inside that file too: a shared goober keeps `glob`'s last global CSS and, on every page
      // after the first, swaps it in place instead of adding it, so those pages shipped without base styles.
      ssr: {noExternal: ['goober']},
    };
  }
  return {
    plugins,
    root,
    publicDir: resolve(root, 'site/public'),
    build: {
      outDir: resolve(root, 'dist/site'),
      emptyOutDir: true,
      assetsDir: 'assets',
      rolldownOptions: {input: resolve(root, 'site/index.html')},
    },
  };
}
