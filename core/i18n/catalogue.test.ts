// The catalogue's promises, checked for every book: the four languages have the same keys, each message
// asks for the same arguments and tags in every language, and no translation is the English left as it
// was (except the names in same-as-english.ts).
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {messageSignature} from '../icu/index.ts';
import {COMPILED_MARK, type Message} from './index.ts';
import {SAME_AS_ENGLISH} from './same-as-english.ts';

type BookFile = {default: Record<string, Message>};
const files = import.meta.glob<BookFile>('./books/*/*.ts', {eager: true});
const bookNames = [...new Set(Object.keys(files).map((path) => path.split('/')[2]!))].sort();
const others = ['zh', 'ms', 'ta'] as const;

function words(book: string, language: string): Record<string, Message> {
  const file = files[`./books/${book}/${language}.ts`];
  if (!file) throw new Error(`core/i18n/books/${book}/${language}.ts is missing`);
  const {[COMPILED_MARK]: _mark, ...messages} = file.default;
  return messages;
}

const plain = (message: Message) =>
  typeof message === 'string' ? message : message.filter((part) => typeof part === 'string').join('');

it('has books', () => {
  expect(bookNames.length).toBeGreaterThan(1);
});

it('exports every book from core/i18n/index.ts', () => {
  const entry = readFileSync(new URL('./index.ts', import.meta.url), 'utf8');
  for (const book of bookNames) expect(entry, book).toContain(`'./books/${book}/index.ts'`);
});

describe.each(bookNames)('the %s book', (book) => {
  const english = words(book, 'en');

  it.each(others)('has every key in %s, and no other', (language) => {
    expect(Object.keys(words(book, language)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(others)('asks for the same arguments and tags in %s', (language) => {
    const translated = words(book, language);
    for (const [key, message] of Object.entries(english)) {
      expect(messageSignature(translated[key] ?? ''), `${book}.${key}`).toEqual(messageSignature(message));
    }
  });

  it.each(others)('leaves no English in %s but the allowed names', (language) => {
    const translated = words(book, language);
    const untranslated = Object.entries(english)
      .filter(
        ([key, message]) => plain(message).trim() !== '' && plain(translated[key] ?? '') === plain(message),
      )
      .filter(([, message]) => !SAME_AS_ENGLISH[language].includes(plain(message)))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
