// Build settings for the partner widgets: one self-contained IIFE per element, then the lazy loader (which
// pins each element's SRI hash), then dist/widgets/manifest.json. Rolldown cannot emit several IIFE entries
// in one pass, so the outer `vite build --mode widgets` runs one inner build per file.
import {createHash} from 'node:crypto';
import {mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {transform} from 'lightningcss';
import {build, type InlineConfig, type Plugin, type UserConfig} from 'vite';
import {OTHER_LANGUAGES} from '../core/i18n/index.ts';
import {messageBooksPlugin} from '../core/icu/index.ts';
import {drawFirstView} from './build/first-view.ts';
import {LANGUAGE_PART_ENTRY, languagePartEntry, wordsShownIn} from './build/language-parts.ts';

/** The four elements, in the order the manifest lists them; each has widgets/<tag>/index.ts. */
export const WIDGET_TAGS = ['nard-volunteer-form', 'nard-contributions', 'nard-announcements', 'nard-donate'];

/** Parts an element loads after its first paint (widgets/shared/lazy-part.ts): file name -> entry. */
export const WIDGET_PARTS: Readonly<Record<string, string>> = {
  'nard-contributions-ledger': 'widgets/nard-contributions/ledger-part.ts',
  'nard-donate-qr': 'widgets/nard-donate/qr-part.ts',
  'nard-donate-pledge': 'widgets/nard-donate/pledge-part.tsx',
  'nard-volunteer-form-rules': 'widgets/nard-volunteer-form/rules-part.ts',
};

/**
 * Parts that draw a whole screen of their own (the donate element's "Give now" form) and bring their own
 * words: in another language, `<part>-<language>.js` loads with the part (widgets/shared/use-drawing-part.ts),
 * so the element's language part holds only what the element itself shows.
 */
export const PARTS_WITH_OWN_WORDS: readonly string[] = ['nard-donate-pledge'];

/**
 * The elements whose every word passes through their translator (widgets/shared/language.ts): each gets a
 * language part per language. The others speak English, marked `lang="en"`, until they join this list.
 */
export const TRANSLATED_WIDGETS: readonly string[] = [
  'nard-volunteer-form',
  'nard-announcements',
  'nard-contributions',
  'nard-donate',
];

/**
 * Elements that ship their first view as HTML (widgets/shared/first-view.ts): the form, whose first render
 * is the costly one. The others first draw a line or two while their data loads.
 */
export const FIRST_VIEW_WIDGETS: readonly string[] = ['nard-volunteer-form'];

// A part renders with its element's Preact (widgets/shared/host-preact.ts), never a copy of its own.
const HOST_PREACT = resolve(import.meta.dirname, 'shared/host-preact.ts');
const PART_ALIASES = {'preact/hooks': HOST_PREACT, 'preact/jsx-runtime': HOST_PREACT};
const LANGUAGE = resolve(import.meta.dirname, 'shared/language.ts');

// The translator is the element's too: its context lives in the element's Preact, so a part reads it
// through the host (host-preact.ts's useT), whatever path the part's files import language.ts by.
function hostLanguage(): Plugin {
  return {
    name: 'nard-host-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('language.ts')) return undefined;
      const resolved = await this.resolve(source, importer, {...options, skipSelf: true});
      return resolved?.id === LANGUAGE ? HOST_PREACT : undefined;
    },
  };
}

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'dist/widgets');

// `integrity` (sha384) is what partners' script tags and the loader pin; `pin` (sha256, as strong for SRI and
// 20 characters shorter) is what an element pins for each of its parts: those characters do not compress,
// and an element carries one per part.
type FileFacts = {file: string; bytes: number; gzipBytes: number; integrity: string; pin: string};

// Tables of fixed sentences (core/messages' messages, the widgets' own words) are objects: a bundle that reads
// one sentence would carry them all (and a language part would translate them all). Elements and parts read
// each sentence by a fixed name, so the build writes the sentence in its place and the unused ones fall
// away. The texts are exactly core's. The same goes for the fields' length limits (numbers) and the ID
// types' names (a small table of sentences, written in whole).
const SENTENCE_TABLES = {
  MESSAGES: 'core/messages/messages.ts',
  FIELD_MESSAGES: 'core/messages/messages.ts',
  // The file's default export.
  WIDGET_WORDS: 'core/i18n/books/widget-words/en.ts',
  CONTRIBUTIONS_WORDS: 'core/contributions/words.ts',
  DONATE_WORDS: 'core/donate/words.ts',
  PLEDGE_FORM_WORDS: 'core/donate/pledge-form.ts',
  // Not a table, but read for its text alone (the form's privacy note): the rest of the wording stays out.
  APPLICATION_NOTICE: 'core/privacy/notices.ts',
  TEXT_LIMITS: 'core/rules/form-limits.ts',
} as const;

async function sentenceTables(): Promise<Record<string, Record<string, unknown>>> {
  const entries = await Promise.all(
    Object.entries(SENTENCE_TABLES).map(async ([name, file]) => {
      const module = (await import(pathToFileURL(resolve(root, file)).href)) as Record<string, unknown>;
      return [name, (module[name] ?? module.default) as Record<string, unknown>] as const;
    }),
  );
  return Object.fromEntries(entries);
}

// A sentence, a number, or a table of sentences: what can be written in as it is.
const writable = (value: unknown) =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  (typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((each) => typeof each === 'string'));

function inlineSentenceTables(): Plugin {
  const names = Object.keys(SENTENCE_TABLES).join('|');
  const mentions = new RegExp(`\\b(${names})\\.`);
  const use = new RegExp(`\\b(${names})\\.(\\w+)\\b`, 'g');
  const homes = Object.fromEntries(
    Object.entries(SENTENCE_TABLES).map(([name, file]) => [name, resolve(root, file)]),
  );
  // Read once per build: every module that names a table gets the same values.
  let tables: ReturnType<typeof sentenceTables> | undefined;
  return {
    name: 'nard-inline-sentence-tables',
    async transform(code, id) {
      if (!mentions.test(code)) return undefined;
      tables ??= sentenceTables();
      const values = await tables;
      // A table's own file keeps it as written; the other tables it reads (its words may be another
      // table's) are written in there too, or that whole table would come along.
      const sentence = (whole: string, table: string, key: string) => {
        const value = values[table]?.[key];
        return homes[table] !== id && writable(value) ? JSON.stringify(value) : whole;
      };
      return {code: code.replace(use, sentence), map: null};
    },
  };
}

// Every byte of CSS ships in each element (12 kB budget): Lightning CSS (Vite's own CSS minifier) writes
// it shortest (#fff, no spaces, merged rules), for the same browsers the elements' code targets.
function minifiedCss(css: string, id: string): string {
  return transform({filename: id, code: Buffer.from(css), minify: true}).code.toString();
}

// The style modules only join tokens into CSS text; running them here ships the finished text and
// leaves the whole tokens object (0.7 kB gzip) out of every element.
function prebuiltStyles(): Plugin {
  return {
    name: 'nard-prebuilt-styles',
    async load(id) {
      if (!/[/\\]widgets[/\\].*styles\.ts$/.test(id)) return undefined;
      const module = (await import(`${pathToFileURL(id).href}?build=${Date.now()}`)) as Record<
        string,
        unknown
      >;
      return Object.entries(module)
        .map(([name, css]) => `export const ${name} = ${JSON.stringify(minifiedCss(String(css), id))};`)
        .join('\n');
    },
  };
}

/**
 * V8's compile hint for a whole file (Chromium 136 and later; other engines read a comment): compile every
 * function up front on a background thread, not each on the main thread at its first call. The
 * parts get it: they load after the first paint, and draw with nearly all their code once there (the QR
 * part took the donate element's script time from 72-78 to 60 ms). The elements and the words parts do
 * not: before the first paint the main thread waits for that compile, and the form's first frame came later
 * (docs/decisions/043).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const PART_PINS_ID = 'virtual:nard-part-pins';
const FIRST_VIEW_ID = 'virtual:nard-first-view';

// The element's first view (build/first-view.ts), or null: in its first build, and for the other elements.
function firstView(html: string | null): Plugin {
  return {
    name: 'nard-first-view',
    resolveId: (id) => (id === FIRST_VIEW_ID ? `\0${FIRST_VIEW_ID}` : undefined),
    load: (id) => (id === `\0${FIRST_VIEW_ID}` ? `export default ${JSON.stringify(html)};` : undefined),
  };
}

// Each element pins the SRI hash of every part it may load, so the chain loader -> element -> part is pinned.
function partPins(parts: readonly FileFacts[]): Plugin {
  return {
    name: 'nard-part-pins',
    resolveId: (id) => (id === PART_PINS_ID ? `\0${PART_PINS_ID}` : undefined),
    load(id) {
      if (id !== `\0${PART_PINS_ID}`) return undefined;
      const pins = Object.fromEntries(parts.map((f) => [f.file.replace(/\.js$/, ''), f.pin]));
      return `export default ${JSON.stringify(pins)};`;
    },
  };
}

function elementConfig(
  entry: string,
  fileName: string,
  parts: readonly FileFacts[] = [],
  {isPart = false, extra = [] as Plugin[], firstViewHtml = null as string | null, compileHint = false} = {},
): UserConfig {
  return {
    root,
    ...(isPart ? {resolve: {alias: PART_ALIASES}} : {}),
    plugins: [
      prebuiltStyles(),
      inlineSentenceTables(),
      partPins(parts),
      firstView(firstViewHtml),
      messageBooksPlugin(),
      ...(isPart ? [hostLanguage()] : []),
      ...extra,
    ],
    logLevel: 'warn',
    define: {'process.env.NODE_ENV': '"production"'},
    oxc: {jsx: {runtime: 'automatic', importSource: 'preact'}},
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      copyPublicDir: false,
      modulePreload: false,
      // An IIFE without a name: the bundle exports nothing, so it adds no global to the partner's page.
      rolldownOptions: {
        input: entry.startsWith('virtual:') ? entry : resolve(root, entry),
        // After minification, so that it stays the file's first line, where V8 reads it.
        output: {
          format: 'iife',
          entryFileNames: fileName,
          ...(compileHint ? {postBanner: COMPILE_HINT} : {}),
        },
        // core/ holds plain values and functions (docs/architecture.md), so a module nobody uses can go,
        // even when it builds superstruct structs at its top level.
        treeshake: {moduleSideEffects: (id) => !id.startsWith(resolve(root, 'core'))},
      },
    },
  };
}

const readShipped = (file: string) => readFile(resolve(outDir, file), 'utf8');

async function facts(file: string): Promise<FileFacts> {
  const code = await readFile(resolve(outDir, file));
  const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
  const pin = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  return {file, bytes: code.length, gzipBytes: gzipSync(code, {level: 9}).length, integrity, pin};
}

// Runs before the loader is bundled: the parts first, then each element in its own inner build (pinning
// its parts), and the loader imports the elements' hashes from a virtual module, so one pinned loader pins
// every element it injects.
async function buildElements(): Promise<{elements: FileFacts[]; parts: FileFacts[]}> {
  await rm(outDir, {recursive: true, force: true});
  await mkdir(outDir, {recursive: true});
  const parts: FileFacts[] = [];
  for (const [name, entry] of Object.entries(WIDGET_PARTS)) {
    await build({
      configFile: false,
      ...elementConfig(entry, `${name}.js`, [], {isPart: true, compileHint: true}),
    });
    parts.push(await facts(`${name}.js`));
  }
  const elements: FileFacts[] = [];
  for (const tag of WIDGET_TAGS) {
    const own = parts.filter((part) => part.file.startsWith(`${tag}-`));
    let firstViewHtml: string | null = null;
    const buildElement = (pinned = own, html = firstViewHtml) =>
      build({
        configFile: false,
        ...elementConfig(`widgets/${tag}/index.ts`, `${tag}.js`, pinned, {firstViewHtml: html}),
      });
    if (!TRANSLATED_WIDGETS.includes(tag)) {
      await buildElement();
      elements.push(await facts(`${tag}.js`));
      continue;
    }
    // First build: what the element and its parts show. Then one part per language with exactly those
    // sentences, and the element again, now pinning its language parts too. A part with words of its own
    // gets its language parts instead, without the element's words, and is built again pinning them.
    await buildElement();
    if (FIRST_VIEW_WIDGETS.includes(tag))
      firstViewHtml = await drawFirstView(tag, resolve(outDir, `${tag}.js`));
    const withOwnWords = own.filter((part) => PARTS_WITH_OWN_WORDS.includes(part.file.replace(/\.js$/, '')));
    const shared = own.filter((part) => !withOwnWords.includes(part));
    const shown = (
      await Promise.all([`${tag}.js`, ...shared.map((part) => part.file)].map(readShipped))
    ).join('\n');
    const elementWords = await Promise.all(OTHER_LANGUAGES.map((language) => wordsShownIn(shown, language)));
    for (const part of withOwnWords) {
      const code = await readShipped(part.file);
      const ownLanguageParts: FileFacts[] = [];
      for (const [index, language] of OTHER_LANGUAGES.entries()) {
        const words = await wordsShownIn(code, language);
        for (const english of Object.keys(elementWords[index]!)) delete words[english];
        const file = part.file.replace(/\.js$/, `-${language}.js`);
        ownLanguageParts.push(await buildLanguagePart(file, language, words));
      }
      const entry = WIDGET_PARTS[part.file.replace(/\.js$/, '')]!;
      await build({
        configFile: false,
        ...elementConfig(entry, part.file, ownLanguageParts, {isPart: true, compileHint: true}),
      });
      const rebuilt = await facts(part.file);
      parts.splice(parts.indexOf(part), 1, rebuilt, ...ownLanguageParts);
      own.splice(own.indexOf(part), 1, rebuilt);
    }
    // One build at a time: Vite's builds share the process.
    const buildWords = async (views: readonly string[] = []) => {
      const built: FileFacts[] = [];
      for (const [index, language] of OTHER_LANGUAGES.entries()) {
        built.push(
          await buildLanguagePart(`${tag}-${language}.js`, language, elementWords[index]!, views[index]),
        );
      }
      return built;
    };
    let languageParts = await buildWords();
    if (FIRST_VIEW_WIDGETS.includes(tag)) {
      // An element pinning these words draws its first view in each language, and the words then carry it.
      // It has no English view: hydrating that in another language would keep its English attributes.
      await buildElement([...own, ...languageParts], null);
      const views: string[] = [];
      for (const language of OTHER_LANGUAGES)
        views.push(await drawFirstView(tag, resolve(outDir, `${tag}.js`), language));
      languageParts = await buildWords(views);
    }
    parts.push(...languageParts);
    own.push(...languageParts);
    await buildElement();
    elements.push(await facts(`${tag}.js`));
  }
  return {elements, parts};
}

/**
 * One language part: the words a file shows, in `language`, as a translator (language-parts.ts), with the
 * element's first view in that language when there is one.
 */
async function buildLanguagePart(
  file: string,
  language: string,
  words: Record<string, unknown>,
  firstView?: string,
): Promise<FileFacts> {
  const extra = [languagePartEntry(language, words, firstView)];
  await build({configFile: false, ...elementConfig(LANGUAGE_PART_ENTRY, file, [], {isPart: true, extra})});
  return facts(file);
}

async function writeManifest(elements: FileFacts[], parts: FileFacts[]): Promise<void> {
  const files = [...elements, await facts('nard-widgets.js'), ...parts];
  const listed = files.map(({pin: _pin, ...entry}) => entry);
  await writeFile(resolve(outDir, 'manifest.json'), `${JSON.stringify({files: listed}, null, 2)}\n`);
  for (const f of files) {
    console.info(`widgets: ${f.file.padEnd(24)} ${(f.gzipBytes / 1000).toFixed(2)} kB gzip`);
  }
}

// The React 19 demo page needs a bundle too (its CSP forbids inline scripts); real React, not Preact.
function reactDemoConfig(): InlineConfig {
  return {
    configFile: false,
    root,
    logLevel: 'warn',
    define: {'process.env.NODE_ENV': '"production"'},
    oxc: {jsx: {runtime: 'automatic', importSource: 'react'}},
    build: {
      outDir: resolve(root, 'dist/demo/react'),
      emptyOutDir: true,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: resolve(root, 'demo/react/app.tsx'),
        output: {format: 'iife', entryFileNames: 'app.js'},
      },
    },
  };
}

const PINS_ID = 'virtual:nard-widget-pins';

function widgetsBuildPlugin(): Plugin {
  let elements: FileFacts[] = [];
  let parts: FileFacts[] = [];
  // closeBundle runs after a failed build too: without this, its own error would hide the first one.
  let built = false;
  return {
    name: 'nard-widgets-build',
    apply: 'build',
    async buildStart() {
      ({elements, parts} = await buildElements());
      built = true;
    },
    resolveId: (id) => (id === PINS_ID ? `\0${PINS_ID}` : undefined),
    load(id) {
      if (id !== `\0${PINS_ID}`) return undefined;
      const pins = Object.fromEntries(elements.map((f, i) => [WIDGET_TAGS[i], f.integrity]));
      return `export default ${JSON.stringify(pins)};`;
    },
    async closeBundle() {
      if (!built) return;
      await writeManifest(elements, parts);
      await build(reactDemoConfig());
    },
  };
}

/** `vite build --mode widgets`: the outer build bundles the loader; its plugin builds everything else. */
export function widgetsBuildConfig(): UserConfig {
  return {...elementConfig('widgets/nard-widgets.ts', 'nard-widgets.js'), plugins: [widgetsBuildPlugin()]};
}
