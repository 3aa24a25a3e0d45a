// `npm run bench:widget-trace -- nard-volunteer-form [--cpu 4] [--lang ta]`: where an element's first paint
// goes. Loads the element alone on a blank page (as bench:widgets does) with a Chromium trace running, then
// prints the main thread's work from the end of the script's download to the first paint that shows the
// element, by kind (compile, run, style, layout, paint) and the longest JavaScript functions of that stretch
// (sampled profile). BENCH_RUNS loads (5), the median of each figure. Build first: `npm run build:widgets`.
import {chromium} from '@playwright/test';
import {startServer} from '../tests/support/start-server.ts';
import {cpuSlowdown, deferredEmbed, elementLanguage, elementMarkup, scriptTag} from './widget-page.ts';

const tag = process.argv.slice(2).find((arg) => arg.startsWith('nard-')) ?? 'nard-volunteer-form';
// `--cpu 4`: the page runs 4 times slower, as bench:widgets -- --cpu 4 measures it.
const CPU_SLOWDOWN = cpuSlowdown(process.argv);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// `--lang ta`: the element in that language, as bench:widgets -- --lang ta loads it: the words' tag before
// the element's. `--defer`: both deferred.
const LANGUAGE = elementLanguage(process.argv);
const DEFERRED = deferredEmbed(process.argv);
const SCRIPT = scriptTag(`/widgets/${tag}.js`, DEFERRED ? 'defer' : '');
const EMBED = `${elementMarkup(tag, LANGUAGE, true, DEFERRED)}${SCRIPT}`;

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  cat: string;
  args?: Record<string, unknown>;
};

const KINDS: Record<string, string> = {
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.produceCache': 'compile',
  EvaluateScript: 'run script',
  FunctionCall: 'run callbacks',
  FireAnimationFrame: 'run callbacks',
  TimerFire: 'run callbacks',
  'v8.run': 'run script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  'Document::updateStyleAndLayout': 'layout',
  ParseHTML: 'parse HTML',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const totals = new Map<string, number[]>();
const selfTimes = new Map<string, number>();
type ProfileNode = {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber: number; columnNumber: number};
};
type Profile = {nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]};
const readies: number[] = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    await context.route(`${server.url}/bench-blank`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><title>bench</title>${EMBED}`,
      }),
    );
    const page = await context.newPage();
    await page.addInitScript(`(() => {
      const tick = () => document.querySelector('${tag}')?.shadowRoot?.querySelector('h2') ? performance.mark('bench-ready') : requestAnimationFrame(tick);
      requestAnimationFrame(tick);
    })()`);
    const cdp = await context.newCDPSession(page);
    if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 100});
    await cdp.send('Profiler.start');
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'v8', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
    await page.goto(`${server.url}/bench-blank`);
    await page.waitForFunction(() => performance.getEntriesByName('bench-ready').length > 0);
    await page.waitForTimeout(300);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
    const {profile} = (await cdp.send('Profiler.stop')) as unknown as {profile: Profile};
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const frame = nodes.get(id)!.callFrame;
      if (frame.functionName === '(idle)') return;
      const where = frame.url
        ? `${frame.url.split('/').pop()}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`
        : '';
      const key = `${frame.functionName || '(anonymous)'} ${where}`;
      selfTimes.set(key, (selfTimes.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000 / RUNS);
    });
    const events = trace.traceEvents;
    const script = events.find(
      (e) =>
        e.name === 'ResourceFinish' &&
        String((e.args?.data as {url?: string})?.url ?? '').includes(`${tag}.js`),
    );
    const sendRequest = events.find(
      (e) =>
        e.name === 'ResourceSendRequest' &&
        String((e.args?.data as {url?: string})?.url ?? '').includes(`${tag}.js`),
    );
    const mark = events.find((e) => e.name === 'bench-ready');
    const start = script?.ts ?? sendRequest!.ts;
    const end = mark!.ts;
    readies.push((end - start) / 1000);
    const mainTid = events.find((e) => e.name === 'EvaluateScript' || e.name === 'v8.compile')?.tid;
    const byKind = new Map<string, number>();
    for (const e of events) {
      if (e.ph !== 'X' || e.tid !== mainTid || e.ts < start || e.ts > end) continue;
      const kind = KINDS[e.name];
      if (!kind) continue;
      byKind.set(kind, (byKind.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
    }
    for (const [kind, ms] of byKind) totals.set(kind, [...(totals.get(kind) ?? []), ms]);
    // Style and layout that JavaScript forced before the first paint (a read of a size or position).
    for (const e of events) {
      if (e.tid !== mainTid || e.ts < start || e.ts > end) continue;
      if (e.name !== 'Layout' && e.name !== 'UpdateLayoutTree') continue;
      const stack = (
        (
          e.args?.beginData as {
            stackTrace?: {functionName: string; url: string; lineNumber: number; columnNumber: number}[];
          }
        )?.stackTrace ?? []
      ).map((f) => `${f.functionName || '(anonymous)'}@${f.url.split('/').pop()}:${f.columnNumber}`);
      if (run === 0)
        console.info(
          `${e.name} ${((e.dur ?? 0) / 1000).toFixed(2)} ms at +${((e.ts - start) / 1000).toFixed(1)} ms ${stack.length ? `forced by ${stack.slice(0, 3).join(' < ')}` : "(the frame's own)"}`,
        );
    }
    if (run === 0) console.info(`ready at +${((end - start) / 1000).toFixed(1)} ms`);
    await context.close();
  }
  console.info(
    `${tag}${LANGUAGE ? ` in ${LANGUAGE}` : ''}: ${RUNS} traced loads, median ready ${median(readies).toFixed(1)} ms after the script's download`,
  );
  console.info('Main-thread work in that stretch (median ms; kinds overlap where events nest):');
  console.table(
    Object.fromEntries([...totals].map(([kind, values]) => [kind, Number(median(values).toFixed(2))])),
  );
  console.info('JavaScript self time over the whole load, mean ms per load (sampled every 0.1 ms):');
  const top = [...selfTimes].sort((a, b) => b[1] - a[1]).slice(0, 20);
  console.table(Object.fromEntries(top.map(([name, ms]) => [name.slice(0, 90), Number(ms.toFixed(2))])));
} finally {
  await browser.close();
  await server.stop();
}
