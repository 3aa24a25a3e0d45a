// The catalogue's promises, checked for every book: the four languages have the same keys, each message
// asks for the same arguments and tags in every language, no translation is the English left as it was
// (except the names in same-as-english.ts), and no message is a bare "learn more" (docs/glossary.md).
import {beforeAll, describe, expect, it} from 'vitest';
import {messageSignature} from '../icu/index.ts';
import * as messages from '../messages/index.ts';
import * as i18n from './index.ts';
import {type Book, LANGUAGES, type Language, type Message, OTHER_LANGUAGES} from './index.ts';
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

// Words that say nothing of where a link goes, in each language (Tamil's are those Lighthouse flags).
const VAGUE_LINK_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: ['learn more', 'read more', 'more', 'click here', 'here'],
  zh: ['了解更多', '更多', '阅读更多', '点击这里', '这里'],
  ms: ['ketahui lanjut', 'baca lagi', 'lagi', 'klik di sini', 'di sini'],
  ta: ['மேலும் அறிக', 'மேலும் தகவலுக்கு', 'இங்கே கிளிக் செய்யவும்'],
};

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

  it.each(LANGUAGES)('says more than "learn more" in %s', (language) => {
    const vague = Object.entries(book.messagesIn(language)!)
      .filter(([, message]) => VAGUE_LINK_WORDS[language].includes(plain(message).trim().toLowerCase()))
      .map(([key]) => key);
    expect(vague).toEqual([]);
  });
});
