// The catalogue's promises, checked for every book: the four languages have the same keys, each message
// asks for the same arguments and tags in every language, and no translation is the English left as it
// was (except the names in same-as-english.ts).
import {beforeAll, describe, expect, it} from 'vitest';
import {messageSignature} from '../icu/index.ts';
import * as messages from '../messages/index.ts';
import * as i18n from './index.ts';
import {type Book, type Message, OTHER_LANGUAGES} from './index.ts';
import {SAME_AS_ENGLISH} from './same-as-english.ts';

const books = Object.entries({...i18n, ...messages})
  .filter(([name, value]) => name.endsWith('Book') && typeof value === 'object')
  .map(([, book]) => book as Book<string>);
const folders = Object.keys(import.meta.glob('./books/*/index.ts')).map((path) => path.split('/')[2]!);

const plain = (message: Message) =>
  typeof message === 'string' ? message : message.filter((part) => typeof part === 'string').join('');

beforeAll(async () => {
  await Promise.all(OTHER_LANGUAGES.flatMap((language) => books.map((book) => book.load(language))));
});

it('exports every book of core/i18n/books from core/i18n or core/messages, named after its folder', () => {
  expect(books.map((book) => book.name).sort()).toEqual(folders.sort());
});

describe.each(books.map((book) => [book.name, book] as const))('the %s book', (_name, book) => {
  const english = () => book.messagesIn('en')!;
  const words = (language: (typeof OTHER_LANGUAGES)[number]) => book.messagesIn(language)!;

  it.each(OTHER_LANGUAGES)('has every key in %s, and no other', (language) => {
    expect(Object.keys(words(language)).sort()).toEqual(Object.keys(english()).sort());
  });

  it.each(OTHER_LANGUAGES)('asks for the same arguments and tags in %s', (language) => {
    for (const [key, message] of Object.entries(english())) {
      expect(messageSignature(words(language)[key] ?? ''), `${book.name}.${key}`).toEqual(
        messageSignature(message),
      );
    }
  });

  it.each(OTHER_LANGUAGES)('leaves no English in %s but the allowed names', (language) => {
    const translated = words(language);
    const untranslated = Object.entries(english())
      .filter(
        ([key, message]) => plain(message).trim() !== '' && plain(translated[key] ?? '') === plain(message),
      )
      .filter(([, message]) => !SAME_AS_ENGLISH[language].includes(plain(message)))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
