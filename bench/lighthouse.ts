// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on every public route of the built
// site, served by the real server with a temp DATA_DIR (or BASE_URL when given). Prints one row per route
// with the four category scores and LCP/TBT/CLS, then the audits that failed most often.
// A benchmark, not a test: it never fails on a low score. Needs `npm run build` first.
// LH_ROUTES=/,/faq limits the routes; LH_LANGUAGES=zh,ms,ta runs them in those languages too (/zh/faq);
// LH_JSON_DIR=dir keeps each full report as JSON.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {OTHER_LANGUAGES} from '../core/i18n/languages.ts';
import {type RunningServer, startServer} from '../tests/support/start-server.ts';

const ROUTES = [
  '/',
  '/about-us',
  '/projects',
  '/projects/1',
  '/projects/2',
  '/work-for-us',
  '/yellow-ribbon',
  '/contributions',
  '/nard-homebiz',
  '/contact-us',
  '/faq',
  '/discover',
  '/announcements',
  '/sign-up',
  '/log-in',
  '/forgot-password',
  '/style-guide',
  '/licences',
  '/password',
  '/privacy',
];

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Row = {
  route: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
};

type Lhr = {
  categories: Record<string, {score: number | null; auditRefs: {id: string; weight: number}[]}>;
  audits: Record<
    string,
    {score: number | null; scoreDisplayMode: string; title: string; numericValue?: number}
  >;
  runtimeError?: {message: string};
};

const englishRoutes = process.env.LH_ROUTES ? process.env.LH_ROUTES.split(',') : ROUTES;
const languages = (process.env.LH_LANGUAGES ?? '').split(',').filter(Boolean);
for (const language of languages) {
  if (!(OTHER_LANGUAGES as readonly string[]).includes(language)) {
    throw new Error(`LH_LANGUAGES: ${language} is not one of ${OTHER_LANGUAGES.join(', ')}`);
  }
}
const routes = [
  ...englishRoutes,
  ...languages.flatMap((language) => englishRoutes.map((route) => `/${language}${route}`)),
];
const jsonDir = process.env.LH_JSON_DIR;
if (jsonDir) mkdirSync(jsonDir, {recursive: true});

const server: RunningServer | null = process.env.BASE_URL ? null : await startServer();
const baseUrl = process.env.BASE_URL?.replace(/\/$/, '') ?? server!.url;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
  logLevel: 'silent',
});

const rows: Row[] = [];
// audit id -> {title, routes where it failed}
const failures = new Map<string, {title: string; category: string; routes: string[]}>();

function recordFailures(route: string, lhr: Lhr): void {
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode !== 'binary' && audit.scoreDisplayMode !== 'numeric') continue;
      if (category === 'performance' && ref.weight === 0 && audit.scoreDisplayMode === 'numeric') continue;
      const entry = failures.get(ref.id) ?? {title: audit.title, category, routes: []};
      if (!entry.routes.includes(route)) entry.routes.push(route);
      failures.set(ref.id, entry);
    }
  }
}

try {
  console.info(`Lighthouse mobile on ${baseUrl}, ${routes.length} routes (Chromium ${chrome.port})`);
  for (const route of routes) {
    let lhr: Lhr | undefined;
    // A loaded machine now and then loses the trace (NO_NAVSTART); one more try usually gets it.
    for (let attempt = 0; attempt < 2 && (!lhr || lhr.runtimeError); attempt++) {
      const result = await lighthouse(`${baseUrl}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      lhr = result?.lhr as unknown as Lhr | undefined;
    }
    if (!lhr || lhr.runtimeError) {
      console.warn(`${route}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      continue;
    }
    if (jsonDir) {
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
      writeFileSync(path.join(jsonDir, `${name}.json`), JSON.stringify(lhr));
    }
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return value === null || value === undefined ? null : Math.round(value * 100);
    };
    rows.push({
      route,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? null,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
    });
    recordFailures(route, lhr);
    process.stderr.write('.');
  }
  process.stderr.write('\n');
} finally {
  chrome.kill();
  await server?.stop();
}

const fmt = (value: number | null, digits = 0) => (value === null ? '-' : value.toFixed(digits));
const table = [
  '| Route | Perf | A11y | Best pr. | SEO | LCP (ms) | TBT (ms) | CLS |',
  '|---|--:|--:|--:|--:|--:|--:|--:|',
  ...rows.map(
    (row) =>
      `| ${row.route} | ${fmt(row.scores.performance)} | ${fmt(row.scores.accessibility)} | ` +
      `${fmt(row.scores['best-practices'])} | ${fmt(row.scores.seo)} | ${fmt(row.lcpMs)} | ` +
      `${fmt(row.tbtMs)} | ${fmt(row.cls, 3)} |`,
  ),
];
console.info(table.join('\n'));
const mean = (pick: (row: Row) => number | null) => {
  const values = rows.map(pick).filter((value): value is number => value !== null);
  return values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;
};
console.info(
  `mean: perf ${fmt(mean((r) => r.scores.performance))}, a11y ${fmt(mean((r) => r.scores.accessibility))}, ` +
    `best practices ${fmt(mean((r) => r.scores['best-practices']))}, SEO ${fmt(mean((r) => r.scores.seo))}, ` +
    `LCP ${fmt(mean((r) => r.lcpMs))} ms, TBT ${fmt(mean((r) => r.tbtMs))} ms`,
);
if (failures.size > 0) {
  console.info('\nFailed audits (score < 0.9):');
  for (const [id, entry] of [...failures].sort((a, b) => b[1].routes.length - a[1].routes.length)) {
    const where = entry.routes.length === rows.length ? 'all routes' : entry.routes.join(' ');
    console.info(`  [${entry.category}] ${id}: ${entry.title} (${where})`);
  }
}
