// End-to-end tests drive Debian's Chromium against the real server (see tests/support/e2e-setup.ts).
import {defineConfig} from '@playwright/test';
import {chromePath} from './tests/support/preflight.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/e2e-setup.ts',
  timeout: 60_000,
  expect: {timeout: 10_000},
  fullyParallel: true,
  // Three on two cores: the headless shell needs half the CPU of the full browser, which left room for a
  // third worker (172-175 s against 185-201 s with two; decision 042).
  workers: 3,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', {open: 'never'}]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // No trace: recording one for every test (to keep the failures') cost 53 s of a 345 s run (decision
    // 040). A failure keeps its screenshot and error context; `--trace on` records a trace when rerun.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Its headless shell unless CHROME_PATH says otherwise: the same engine at a third of the CPU of the
      // full browser's headless mode (decision 042). The benches keep the full browser users have.
      executablePath: chromePath(process.env),
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
