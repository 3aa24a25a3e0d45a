/// <reference types="vitest/config" />
// One Vite config for the whole package. The default build is the site; `--mode widgets` builds the
// partner widgets. `vitest run` runs every folder's unit tests as its own project.
import {availableParallelism} from 'node:os';
import {defineConfig, type UserConfig} from 'vite';

const preactAliases = [
  {find: /^react$/, replacement: 'preact/compat'},
  {find: /^react-dom$/, replacement: 'preact/compat'},
  {find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime'},
];

// Vitest's default is one worker fewer than the cores: on CI's two cores, one, so every file ran in turn
// (113 s here; 66-79 s with two). The files wait on their databases, mail catchers and child processes
// more than they compute, so two share two cores well. The site project does not extend the root config
// and says it again.
const TEST_WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig(async ({mode}): Promise<UserConfig> => {
  if (mode === 'widgets') {
    const {widgetsBuildConfig} = await import('./widgets/vite.widgets.ts');
    return widgetsBuildConfig();
  }
  const {siteBuildConfig} = await import('./site/vite.site.ts');
  return {
    ...siteBuildConfig(mode),
    test: {
      maxWorkers: TEST_WORKERS,
      projects: [
        // vmThreads keeps each file in its own context but sets up a worker (and happy-dom) once: core,
        // site and widgets took 3-4 times longer in forks, mostly creating environments.
        {test: {name: 'core', include: ['core/**/*.test.ts'], environment: 'node', pool: 'vmThreads'}},
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
            // Files share a worker's modules, as requests share a server process: no server test mocks a
            // module or changes process-wide state, and each builds its own app, database and mail catcher.
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 30_000,
          },
        },
        {
          extends: false,
          plugins: (await import('./site/vite.site.ts')).siteTestPlugins(),
          test: {
            name: 'site',
            maxWorkers: TEST_WORKERS,
            include: ['site/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            pool: 'vmThreads',
          },
        },
        {
          resolve: {
            alias: [
              ...preactAliases,
              {find: 'virtual:nard-part-pins', replacement: '/widgets/shared/no-part-pins.ts'},
              {find: 'virtual:nard-first-view', replacement: '/widgets/shared/no-first-view.ts'},
            ],
          },
          oxc: {jsx: {runtime: 'automatic', importSource: 'preact'}},
          test: {
            name: 'widgets',
            include: ['widgets/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            pool: 'vmThreads',
          },
        },
      ],
    },
  };
});
