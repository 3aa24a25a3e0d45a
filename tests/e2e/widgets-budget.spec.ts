// The size budget of the built widgets (dist/widgets, built by `npm run test:e2e`): each standalone
// element at most 12 kB gzip, the loader at most 1 kB gzip before any element loads, and each part an
// element loads after its first paint (widgets/shared/lazy-part.ts) at most 5 kB gzip, but the donate
// element's "Give now" form at most 7.5 kB: a whole form with its words and the PDPA notice, loaded only
// after the element has painted (docs/decisions/026), and its confirmation, the only way to pay shown after
// a pledge, with the steps for the UEN, their copy buttons and "Save QR" (docs/decisions/053), and the form's rules part at most 6 kB: everything a
// send does and the thank-you, moved out of the element so it could carry its first view as HTML
// (docs/decisions/041). A language part (an element's words in Chinese, Malay
// or Tamil) at most 3 kB.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {currentBlock, readManifest, snippetBlock} from '../../widgets/build/readme-snippets.ts';
import {expect, test} from './site-test.test-support.ts';

type Entry = {file: string; bytes: number; gzipBytes: number; integrity: string};

const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../dist/widgets/manifest.json'), 'utf8'),
) as {files: Entry[]};
const budgets: Record<string, number> = {
  'nard-volunteer-form.js': 12_000,
  'nard-contributions.js': 12_000,
  'nard-announcements.js': 12_000,
  'nard-donate.js': 12_000,
  'nard-widgets.js': 1_000,
  'nard-donate-qr.js': 5_000,
  'nard-donate-pledge.js': 7_500,
  'nard-volunteer-form-rules.js': 6_000,
  'nard-contributions-ledger.js': 5_000,
  // A language's words for an element (issue 25): loaded before the element draws in that language.
  'nard-volunteer-form-zh.js': 3_000,
  'nard-volunteer-form-ms.js': 3_000,
  'nard-volunteer-form-ta.js': 3_000,
  'nard-announcements-zh.js': 3_000,
  'nard-announcements-ms.js': 3_000,
  'nard-announcements-ta.js': 3_000,
  'nard-contributions-zh.js': 3_000,
  'nard-contributions-ms.js': 3_000,
  'nard-contributions-ta.js': 3_000,
  'nard-donate-zh.js': 3_000,
  'nard-donate-ms.js': 3_000,
  'nard-donate-ta.js': 3_000,
  // The "Give now" form's own words, loaded with it (PARTS_WITH_OWN_WORDS in widgets/vite.widgets.ts).
  'nard-donate-pledge-zh.js': 3_000,
  'nard-donate-pledge-ms.js': 3_000,
  'nard-donate-pledge-ta.js': 3_000,
};

test('every built file has a budget', () => {
  expect(manifest.files.map((entry) => entry.file).sort()).toEqual(Object.keys(budgets).sort());
});

for (const [file, budget] of Object.entries(budgets)) {
  test(`${file} stays within ${budget / 1000} kB gzip and carries an SRI hash`, () => {
    const entry = manifest.files.find((candidate) => candidate.file === file);
    expect(entry?.gzipBytes).toBeLessThanOrEqual(budget);
    expect(entry?.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });
}

// The parts an element loads after its first paint start with V8's compile hint (COMPILE_HINT in
// widgets/vite.widgets.ts), which works only as a file's first line; the files the first paint waits for do
// not carry it (docs/decisions/043).
test('the parts, and only they, start with the compile hint', () => {
  const parts = [
    'nard-contributions-ledger.js',
    'nard-donate-pledge.js',
    'nard-donate-qr.js',
    'nard-volunteer-form-rules.js',
  ];
  const hinted = manifest.files
    .map((entry) => entry.file)
    .filter((file) =>
      readFileSync(path.resolve(import.meta.dirname, '../../dist/widgets', file), 'utf8').startsWith(
        '//# allFunctionsCalledOnLoad\n',
      ),
    );
  expect(hinted.sort()).toEqual(parts);
});

test('the loader fetches nothing until an element appears', async ({page}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widgets/')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${process.env.E2E_DEMO_URL}/demo/`);
  await page.addScriptTag({url: `${process.env.E2E_BASE_URL}/widgets/nard-widgets.js`});
  await page.waitForTimeout(300);
  expect(scripts).toEqual(['/widgets/nard-widgets.js']);
  await page.evaluate(() => document.body.append(document.createElement('nard-announcements')));
  await expect(page.locator('nard-announcements h2')).toBeVisible();
  expect(scripts).toEqual(['/widgets/nard-widgets.js', '/widgets/nard-announcements.js']);
});

test('the README snippets carry the SRI hashes of this build', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  // When this fails after a widget change: npm run docs:snippets, then commit README.md.
  expect(currentBlock(readme)).toBe(snippetBlock(readManifest(root)));
});
