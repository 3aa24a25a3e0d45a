// `npm run bench:widgets` (build first: `npm run build:widgets`): each element alone on a blank page in
// Chromium, a fresh browser context per load (cold cache), the rows' loads alternating so machine load
// hits every row alike. With bench/anchors/every-0.4-button.js present (see bench/README.md), Every.org's
// donate button 0.4 runs as a side-by-side row on the same kind of page. A floor row (an element whose
// script draws one heading) shows the least "ready" any element can have on this page and machine: "x floor".
//
// Per row, medians of RUNS loads:
// - ready: from the end of the script's download (it can run) to the first frame that shows the element's
//   content: our heading inside the shadow root, Every.org's styled button in place of its link (marked
//   at that frame's animation callbacks, before its style, layout and paint);
// - painted: to the task after that frame, once the main thread has done its style, layout and paint (what
//   forced layout or a costly first layout adds shows here and not in ready);
// - script time: Chromium's ScriptDuration (CDP Performance.getMetrics) once the page has been quiet for
//   QUIET_MS after ready, so it covers everything the element does on load (data, QR, parts);
// - bytes: transferred for the element (scripts, parts and API answers).
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {type Browser, chromium} from '@playwright/test';
import {startServer} from '../tests/support/start-server.ts';
import {cpuSlowdown, deferredEmbed, elementLanguage, elementMarkup, scriptTag} from './widget-page.ts';

const ALL_TAGS = ['nard-volunteer-form', 'nard-contributions', 'nard-announcements', 'nard-donate'];
// BENCH_ONLY=nard-volunteer-form,nard-donate measures those rows (and the anchor) alone.
const TAGS = process.env.BENCH_ONLY
  ? ALL_TAGS.filter((tag) => process.env.BENCH_ONLY!.split(',').includes(tag))
  : ALL_TAGS;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
// `--cpu 4`: Chromium runs every page 4 times slower (CDP CPU throttling), as on a low-end phone.
const CPU_SLOWDOWN = cpuSlowdown(process.argv);
// `--lang ms`: our elements in that language (`lang="ms"`), embedded as README shows: the words' tag before
// the element's; each draws once it has its words, and the gzip column adds them.
// `--words-asked`: without the words' tag, so each element asks for its words once its script has run.
const LANGUAGE = elementLanguage(process.argv);
// `--defer`: every row's tags deferred, as each product's docs embed them (widget-page.ts).
const DEFERRED = deferredEmbed(process.argv);
const DEFER = DEFERRED ? 'defer' : '';
const WORDS_TAG = !process.argv.includes('--words-asked');
if (!WORDS_TAG && LANGUAGE === undefined) throw new Error('--words-asked goes with --lang zh, ms or ta.');
// `--vs <dir>`: the same elements from another build (a dist/widgets folder, e.g. of an older commit),
// served by a second server, as rows of their own in the same alternation; "x before" is ours over theirs.
const vsFlag = process.argv.indexOf('--vs');
const VS_DIR = vsFlag >= 0 ? path.resolve(process.argv[vsFlag + 1] ?? '') : undefined;
if (VS_DIR !== undefined && !existsSync(path.join(VS_DIR, 'manifest.json')))
  throw new Error('--vs takes a built widgets folder with its manifest.json, e.g. /tmp/old/dist/widgets');
const QUIET_MS = 500;
const EVERY = 'Every.org 0.4 button';
const EVERY_FILE = path.resolve(import.meta.dirname, 'anchors/every-0.4-button.js');
const FLOOR = 'floor: one heading';
const FLOOR_SCRIPT = `customElements.define('nard-floor', class extends HTMLElement {
  connectedCallback() { this.attachShadow({mode: 'open'}).innerHTML = '<h2>Volunteer</h2>'; }
});`;
// Every.org's documented embed: a link to the charity's donate page that its script turns into a button.
const EVERY_LINK = '<a data-every-style href="https://www.every.org/lilbubsbigfund#/donate">Donate</a>';

// `tag`: our element's (none for the anchor); `before`: it comes from the --vs build.
type Row = {
  name: string;
  body: string;
  /** The script that loads the row's element: its download's end is where ready and painted start. */
  src: string;
  /** Its tag's attributes: `defer` or `async defer` with --defer (scriptTag). */
  attributes: string;
  ready: string;
  tag?: string;
  before?: boolean;
};
type Sample = {readyMs: number; paintedMs: number; scriptMs: number; bytes: number};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function rows(): Row[] {
  const element = (tag: string, before: boolean): Row => ({
    name: before ? `${tag} (before)` : tag,
    body: elementMarkup(tag, LANGUAGE, WORDS_TAG, DEFERRED),
    src: `/widgets/${tag}.js`,
    attributes: DEFER,
    ready: `document.querySelector('${tag}')?.shadowRoot?.querySelector('h2')`,
    tag,
    before,
  });
  const ours = TAGS.flatMap((tag) =>
    VS_DIR ? [element(tag, false), element(tag, true)] : [element(tag, false)],
  );
  // The floor: an element whose script draws one heading into its shadow root and nothing else, on the same
  // page and embed as ours. No element can be ready sooner; it shows how much of "ready" is the browser's.
  const floor: Row = {
    name: FLOOR,
    body: '<nard-floor></nard-floor>',
    src: '/bench-anchor/floor.js',
    attributes: DEFER,
    ready: `document.querySelector('nard-floor')?.shadowRoot?.querySelector('h2')`,
  };
  if (!existsSync(EVERY_FILE)) return [floor, ...ours];
  const every = {
    name: EVERY,
    body: `<div id="anchor">${EVERY_LINK}</div>`,
    // Its README embeds it `async defer`.
    src: '/bench-anchor/every-0.4-button.js',
    attributes: DEFERRED ? 'async defer' : '',
    // Its script replaces the link with its own styled one (classes every-embedded-button-*).
    ready: `document.querySelector('#anchor a[class*="every-embedded-button"]')`,
  };
  return [every, floor, ...ours];
}

async function measure(browser: Browser, base: string, row: Row): Promise<Sample> {
  const context = await browser.newContext();
  // Nothing leaves the machine: Every.org's script would fetch fonts and images from its own hosts.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  await context.route(`${base}/bench-anchor/every-0.4-button.js`, (route) =>
    route.fulfill({contentType: 'text/javascript', body: readFileSync(EVERY_FILE)}),
  );
  await context.route(`${base}/bench-anchor/floor.js`, (route) =>
    route.fulfill({contentType: 'text/javascript', body: FLOOR_SCRIPT}),
  );
  const script = scriptTag(row.src, row.attributes);
  await context.route(`${base}/bench-blank`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>bench</title>${row.body}${script}`,
    }),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  // Polls every frame; the frame in which the content first shows is the element's first paint.
  await page.addInitScript(`(() => {
    const painted = () => performance.mark('bench-painted');
    const tick = () =>
      (${row.ready}) ? (performance.mark('bench-ready'), setTimeout(painted)) : requestAnimationFrame(tick);
    requestAnimationFrame(tick);
  })()`);
  await page.goto(`${base}/bench-blank`);
  await page.waitForFunction(() => performance.getEntriesByName('bench-painted').length > 0);
  await page.waitForTimeout(QUIET_MS);
  const {metrics} = await cdp.send('Performance.getMetrics');
  const scriptSeconds = metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0;
  const timing = await page.evaluate((script) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const own = entries.find((entry) => new URL(entry.name).pathname === script)!;
    const ready = performance.getEntriesByName('bench-ready')[0]!.startTime;
    const painted = performance.getEntriesByName('bench-painted')[0]!.startTime;
    const bytes = entries
      .filter((entry) => /\/(widgets|api|bench-anchor)\//.test(entry.name))
      .reduce((sum, entry) => sum + entry.transferSize, 0);
    return {readyMs: ready - own.responseEnd, paintedMs: painted - own.responseEnd, bytes};
  }, row.src);
  await context.close();
  return {...timing, scriptMs: scriptSeconds * 1000};
}

function gzipKb(file: string): number {
  return gzipSync(readFileSync(file), {level: 9}).length / 1000;
}

const server = await startServer();
const vsServer = VS_DIR ? await startServer({env: {WIDGETS_DIR: VS_DIR}}) : undefined;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const all = rows();
  const samples = new Map(all.map((row) => [row.name, [] as Sample[]]));
  for (let run = 0; run < RUNS; run++) {
    for (const row of all) {
      const base = row.before ? vsServer!.url : server.url;
      samples.get(row.name)!.push(await measure(browser, base, row));
    }
  }
  const readyOf = (name: string) => median(samples.get(name)!.map((s) => s.readyMs));
  const every = samples.get(EVERY);
  const everyReady = every ? readyOf(EVERY) : undefined;
  const everyScript = every ? median(every.map((s) => s.scriptMs)) : undefined;
  const floorReady = readyOf(FLOOR);
  const distDir = path.resolve(import.meta.dirname, '../dist/widgets');
  const table = all.map((row) => {
    const rowSamples = samples.get(row.name)!;
    const ready = readyOf(row.name);
    const script = median(rowSamples.map((s) => s.scriptMs));
    const files =
      row.tag === undefined
        ? [EVERY_FILE]
        : [`${row.tag}.js`, ...(LANGUAGE ? [`${row.tag}-${LANGUAGE}.js`] : [])].map((name) =>
            path.join(row.before ? VS_DIR! : distDir, name),
          );
    const gzip =
      row.name === FLOOR
        ? gzipSync(FLOOR_SCRIPT, {level: 9}).length / 1000
        : files.reduce((sum, file) => sum + gzipKb(file), 0);
    return {
      element: LANGUAGE && row.tag !== undefined ? `${row.name} (${LANGUAGE})` : row.name,
      'gzip (kB)': Number(gzip.toFixed(1)),
      'ready (ms)': Number(ready.toFixed(1)),
      'x Every.org': everyReady ? Number((ready / everyReady).toFixed(2)) : '-',
      'x floor': Number((ready / floorReady).toFixed(2)),
      ...(VS_DIR
        ? {
            'x before':
              row.tag === undefined || row.before
                ? '-'
                : Number((ready / readyOf(`${row.tag} (before)`)).toFixed(2)),
          }
        : {}),
      'painted (ms)': Number(median(rowSamples.map((s) => s.paintedMs)).toFixed(1)),
      'script time (ms)': Number(script.toFixed(1)),
      'bytes transferred': median(rowSamples.map((s) => s.bytes)),
      // Issue 21's two conditions on ready; script time is our own, stricter goal, shown apart.
      'ready goal':
        row.name === FLOOR
          ? 'floor'
          : row.tag === undefined
            ? 'anchor'
            : row.before
              ? '-'
              : ready < 20 && (!everyReady || ready <= everyReady / 2)
                ? 'met'
                : 'missed',
      'script <= Every.org':
        row.tag === undefined || row.before || !everyScript ? '-' : script <= everyScript ? 'yes' : 'no',
    };
  });
  const conditions =
    (CPU_SLOWDOWN > 1 ? `, CPU slowed ${CPU_SLOWDOWN}x` : '') +
    (DEFERRED ? ', every script deferred' : '') +
    (LANGUAGE
      ? `, our elements in ${LANGUAGE}${WORDS_TAG ? ' beside their words' : ', asking for their words'}`
      : '') +
    (VS_DIR ? `, beside the build in ${path.relative(process.cwd(), VS_DIR)}` : '');
  console.info(
    `Widgets on a blank page, ${RUNS} alternating cold loads each (Chromium, local server${conditions}).`,
  );
  console.info(
    'Goal (issue 21): ready < 20 ms and <= 0.5x Every.org. Our own, besides: script time <= Every.org.',
  );
  if (!every) console.info(`(No ${path.relative(process.cwd(), EVERY_FILE)}: see bench/README.md.)`);
  console.table(table);
} finally {
  await browser.close();
  await server.stop();
  await vsServer?.stop();
}
