// The language parts of an element (`<tag>-zh.js`, `-ms.js`, `-ta.js`): a translator holding exactly the
// catalogue's sentences whose English the element (or one of its parts) shows, compiled, keyed by that
// English. Built after a first build of the element, so the sentences are read from what ships.
import {resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import type {Plugin} from 'vite';

type Icu = typeof import('../../core/icu/index.ts');
type I18n = typeof import('../../core/i18n/index.ts');
type Book = import('../../core/i18n/index.ts').Book<string>;

const root = resolve(import.meta.dirname, '../..');
const ENTRY_ID = 'virtual:nard-language-part';

const sourceOf = (file: string) =>
  import(pathToFileURL(resolve(root, file)).href) as Promise<Record<string, unknown>>;

const isBook = (value: unknown): value is Book =>
  typeof value === 'object' && value !== null && 'messagesIn' in value && 'english' in value;

// Every book a screen shows: core/i18n's and the known-English sentences of core/messages (the rules' and
// the toasts'), but not the mails' (a mail may say the same English mid-sentence, translated to fit there:
// 'keperluan yang paling mendesak' where a form's choice reads 'Di mana paling diperlukan').
// Loaded at run time from source (Node runs the TypeScript), so the books' own dynamic imports work.
async function catalogue(): Promise<{books: Book[]; templateOf: I18n['templateOf']}> {
  ((await sourceOf('core/icu/index.ts')) as Icu).installIcuCompiler();
  const [i18n, messages] = await Promise.all([
    sourceOf('core/i18n/index.ts'),
    sourceOf('core/messages/index.ts'),
  ]);
  const books = [i18n, messages].flatMap((area) => Object.values(area).filter(isBook));
  return {
    books: [...new Set(books.filter((book) => !book.name.startsWith('mails-')))],
    templateOf: (i18n as I18n).templateOf,
  };
}

/**
 * Whether the built code carries `english` as a whole string literal ("...", '...' or `...`): a short
 * sentence such as 'No' or 'Type' inside some longer text is not one the element shows.
 */
function shows(code: string, english: string): boolean {
  const inner = JSON.stringify(english).slice(1, -1);
  const template = english.replace(/[`\\]|\$\{/g, (found) => `\\${found}`);
  return (
    code.includes(`"${inner}"`) ||
    code.includes(`'${inner.replace(/\\"/g, '"').replace(/'/g, "\\'")}'`) ||
    code.includes(`\`${template}\``)
  );
}

/** English sentence -> compiled message in `language`, for every catalogue sentence `code` shows. */
export async function wordsShownIn(code: string, language: string): Promise<Record<string, unknown>> {
  const words: Record<string, unknown> = {};
  const {books, templateOf} = await catalogue();
  for (const book of books) {
    await book.load(language as 'zh');
    const translated = book.messagesIn(language as 'zh')!;
    for (const [key, english] of Object.entries(book.english)) {
      const message = translated[key];
      if (message === undefined || english.length < 2 || english in words || !shows(code, english)) continue;
      // A message whose only syntax is `{name}` places stays a template the element fills (`fill`), so the
      // part needs no formatter; plurals and numbers stay compiled.
      words[english] = templateOf(message) ?? message;
    }
  }
  return words;
}

/**
 * The entry of one language part: the words, the formatter, handed to the element as a translator, which
 * carries the element's first view drawn in `language` when there is one (widgets/shared/first-view.ts).
 */
export function languagePartEntry(
  language: string,
  words: Record<string, unknown>,
  firstView?: string,
): Plugin {
  return {
    name: 'nard-language-part',
    resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : undefined),
    load(id) {
      if (id !== `\0${ENTRY_ID}`) return undefined;
      // Plain sentences need no formatter; one with plurals or numbers brings core's (about 0.5 kB).
      const plain = Object.values(words).every((message) => typeof message === 'string');
      const lookup = plain
        ? 'words[english] ?? english'
        : `english in words ? formatMessage(words[english], ${JSON.stringify(language)}) : english`;
      return [
        plain ? '' : `import {formatMessage} from ${JSON.stringify(resolve(root, 'core/i18n/message.ts'))};`,
        `import {registerWords} from ${JSON.stringify(resolve(root, 'widgets/shared/lazy-part.ts'))};`,
        `const words = ${JSON.stringify(words)};`,
        // A sentence the part does not hold stays English: the widgets' pseudo-language check finds those.
        firstView === undefined
          ? `registerWords((english) => ${lookup});`
          : `registerWords(Object.assign((english) => ${lookup}, {view: ${JSON.stringify(firstView)}}));`,
      ].join('\n');
    },
  };
}

export const LANGUAGE_PART_ENTRY = ENTRY_ID;
