/// <reference types="vitest/config" />
// One Vite config for the whole package. The default build is the site; `--mode widgets` builds the
// partner widgets. `vitest run` runs every folder's unit tests as its own project.
import {defineConfig, type UserConfig} from 'vite';

const preactAliases = [
  {find: /^react$/, replacement: 'preact/compat'},
  {find: /^react-dom$/, replacement: 'preact/compat'},
  {find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime'},
];

export default defineConfig(async ({mode}): Promise<UserConfig> => {
  if (mode === 'widgets') {
    const {widgetsBuildConfig} = await import('./widgets/vite.widgets.ts');
    return widgetsBuildConfig();
  }
  const {siteBuildConfig} = await import('./site/vite.site.ts');
  return {
    ...siteBuildConfig(mode),
    test: {
      projects: [
        {test: {name: 'core', include: ['core/**/*.test.ts'], environment: 'node'}},
        // Checks of the repo itself (the lint rules of docs/architecture.md).
        {
          test: {
            name: 'repo',
            include: ['tests/lint/**/*.test.ts', 'tests/support/**/*.test.ts'],
            environment: 'node',
          },
        },
        {
          test: {
            name: 'server',
            include: ['server/**/*.test.ts'],
            environment: 'node',
            // One PostgreSQL server and one migrated template database for the whole run.
            globalSetup: ['tests/support/postgres-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 30_000,
          },
        },
        {
          extends: false,
          plugins: (await import('./site/vite.site.ts')).siteTestPlugins(),
          test: {name: 'site', include: ['site/**/*.test.{ts,tsx}'], environment: 'happy-dom'},
        },
        {
          resolve: {
            alias: [
              ...preactAliases,
              {find: 'virtual:nard-part-pins', replacement: '/widgets/shared/no-part-pins.ts'},
            ],
          },
          oxc: {jsx: {runtime: 'automatic', importSource: 'preact'}},
          test: {name: 'widgets', include: ['widgets/**/*.test.{ts,tsx}'], environment: 'happy-dom'},
        },
      ],
    },
  };
});
