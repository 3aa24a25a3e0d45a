// `npm run bench:widgets` (build first: `npm run build:widgets`): each element alone on a blank page in
// Chromium, a fresh browser context per run (cold cache). Prints the median time from the script's arrival
// (when it starts to run) to the element's first painted content, the same from the script's request
// (network included, so it depends on the machine's load), and the bytes transferred (script + API calls).
import {chromium} from '@playwright/test';
import {startServer} from '../tests/support/start-server.ts';

const TAGS = ['nard-volunteer-form', 'nard-contributions', 'nard-announcements', 'nard-donate'];
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const GOAL_MS = 50;

type Sample = {ms: number; withNetworkMs: number; bytes: number};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(
  browser: import('@playwright/test').Browser,
  base: string,
  tag: string,
): Promise<Sample> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // A blank page of our own: one script tag and the element, nothing else.
  await page.route(`${base}/bench-blank`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>bench</title><${tag}></${tag}><script src="/widgets/${tag}.js"></script>`,
    }),
  );
  // Polls every frame for the first rendered heading inside the shadow root; the frame it appears in is
  // the element's first paint.
  await page.addInitScript((name) => {
    const tick = () => {
      if (document.querySelector(name)?.shadowRoot?.querySelector('h2')) {
        performance.mark('nard-first-paint');
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, tag);
  await page.goto(`${base}/bench-blank`);
  await page.waitForFunction(() => performance.getEntriesByName('nard-first-paint').length > 0);
  const sample = await page.evaluate((name) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const script = entries.find((entry) => entry.name.endsWith(`/widgets/${name}.js`))!;
    const paint = performance.getEntriesByName('nard-first-paint')[0]!.startTime;
    const bytes = entries
      .filter((entry) => entry.name.includes('/widgets/') || entry.name.includes('/api/'))
      .reduce((sum, entry) => sum + entry.transferSize, 0);
    return {ms: paint - script.responseEnd, withNetworkMs: paint - script.startTime, bytes};
  }, tag);
  await context.close();
  return sample;
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const rows = [];
  for (const tag of TAGS) {
    const samples: Sample[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await measure(browser, server.url, tag));
    const ms = median(samples.map((sample) => sample.ms));
    rows.push({
      element: tag,
      'script start -> first paint (ms)': Number(ms.toFixed(1)),
      'request -> first paint (ms)': Number(median(samples.map((sample) => sample.withNetworkMs)).toFixed(1)),
      'bytes transferred': median(samples.map((sample) => sample.bytes)),
      [`under ${GOAL_MS} ms`]: ms < GOAL_MS ? 'yes' : 'no',
    });
  }
  console.info(`Widgets on a blank page, ${RUNS} cold runs each (Chromium, local server):`);
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
