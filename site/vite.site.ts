// Build settings for the React site; the site issue fills in prerendering and code-splitting.
import react from '@vitejs/plugin-react';
import type {PluginOption, UserConfig} from 'vite';

export function siteTestPlugins(): PluginOption[] {
  return [react()];
}

export function siteBuildConfig(_mode: string): UserConfig {
  return {plugins: [react()], root: '.', build: {outDir: 'dist/site', emptyOutDir: true}};
}
