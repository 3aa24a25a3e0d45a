import {beforeAll, describe, expect, it} from 'vitest';
import {contributionsBook, figuresBook, OTHER_LANGUAGES, wordsIn} from './index.ts';
import {PSEUDO_CLOSE, PSEUDO_OPEN} from './message.ts';
import {fill, inEnglish, templateOf, translatorIn} from './translator.ts';

// The books whose English is core's sentences, looked up by that English.
const TRANSLATOR_BOOKS = [contributionsBook, figuresBook];

beforeAll(async () => {
  await Promise.all(
    OTHER_LANGUAGES.flatMap((language) => TRANSLATOR_BOOKS.map((book) => book.load(language))),
  );
});

describe('fill', () => {
  it('fills every place it has a value for and leaves the others', () => {
    expect(fill('{raised} raised of {goal}', {raised: '$5', goal: '$10'})).toBe('$5 raised of $10');
    expect(fill('Contributors to {title}', {})).toBe('Contributors to {title}');
  });
});

describe('templateOf', () => {
  it('gives back the template of text and places, and nothing for plurals or tags', () => {
    expect(templateOf('Total')).toBe('Total');
    expect(templateOf([['percent'], '% funded'])).toBe('{percent}% funded');
    expect(templateOf(['a ', ['n', 'plural', {other: ['#']}]])).toBeUndefined();
    expect(templateOf([['link', 'tag', ['here']]])).toBeUndefined();
  });
});

describe('translatorIn', () => {
  it('is English itself in English', () => {
    expect(translatorIn(contributionsBook, 'en')).toBe(inEnglish);
  });

  it('finds a sentence by its English and gives its translation, templates unfilled', () => {
    const t = translatorIn(contributionsBook, 'zh');
    expect(t('Total')).toBe('总计');
    expect(fill(t('Contributors to {title}'), {title: 'Nard Urban Farming'})).toBe(
      'Nard Urban Farming 的捐款人',
    );
    expect(translatorIn(figuresBook, 'ta')('Not started yet')).toBe('இன்னும் தொடங்கவில்லை');
  });

  it('leaves text that is none of the book sentences as it is', () => {
    expect(translatorIn(contributionsBook, 'ms')('Nard Urban Farming')).toBe('Nard Urban Farming');
  });

  it('marks the known sentences in the pseudo-language, and only those', () => {
    const t = translatorIn(figuresBook, 'pseudo');
    expect(t('Not started yet')).toBe(`${PSEUDO_OPEN}Not started yet${PSEUDO_CLOSE}`);
    expect(t('Someone typed this')).toBe('Someone typed this');
  });

  it('throws for a language not loaded, rather than showing English', () => {
    const book = {...figuresBook, messagesIn: () => undefined};
    expect(() => translatorIn(book, 'zh')).toThrow(/not loaded/);
  });
});

describe.each(TRANSLATOR_BOOKS.map((book) => [book.name, book] as const))('the %s book', (_name, book) => {
  it('has each English sentence once, so a sentence names one translation', () => {
    const english = Object.values(book.english);
    expect(new Set(english).size).toBe(english.length);
  });

  it.each(OTHER_LANGUAGES)(
    'has only text and {name} places in %s, as a translator gives them',
    (language) => {
      for (const [key, message] of Object.entries(book.messagesIn(language) ?? {})) {
        expect(templateOf(message), `${book.name} ${language} ${key}`).toBeDefined();
      }
    },
  );
});

it('compiles English templates given as core data (no book file) without the ICU compiler', () => {
  expect(wordsIn(figuresBook, 'en')('funded', {percent: 85})).toBe('85% funded');
});
