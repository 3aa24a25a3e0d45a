// The widgets' pseudo-language: a translator that marks every catalogue sentence ⟦...⟧, so a test can find
// any word an element shows without passing it through its translator (tests/support/untranslated.ts).
import {type ComponentChild, render} from 'preact';
import {expect, it, vi} from 'vitest';
import * as i18n from '../../core/i18n/index.ts';
import * as messages from '../../core/messages/index.ts';
import {untranslatedIn} from '../../tests/support/untranslated.ts';
import {type Translator, TranslatorContext} from './language.ts';
import {fakeFetch, settle} from './mount.test-support.ts';

// Every English sentence of the catalogue, as the language parts are built from them (widgets/build).
const CATALOGUE = new Set(
  [...Object.values(i18n), ...Object.values(messages)]
    .filter(
      (value): value is i18n.Book<string> =>
        typeof value === 'object' && value !== null && 'english' in value,
    )
    .flatMap((book) => Object.values(book.english)),
);

// In tests a book file's English arrives compiled (the build writes the sentence in place instead).
export const pseudo: Translator = (english) =>
  CATALOGUE.has(english)
    ? i18n.pseudoTemplate(typeof english === 'string' ? english : (i18n.templateOf(english) ?? ''))
    : english;

/** Renders `view` with the pseudo translator into a new element on the page, and returns that element. */
export function drawInPseudo(view: ComponentChild): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  render(<TranslatorContext.Provider value={pseudo}>{view}</TranslatorContext.Provider>, host);
  return host;
}

/**
 * The tests of an element's failed and offline states: an alert, and only catalogue text (the server's
 * own answer, kept as it came, aside). The caller unstubs fetch after each test.
 */
export function itShowsCatalogueTextWhenLoadingFails(draw: () => HTMLElement): void {
  it.each([
    ['failed', [{status: 500, body: {message: 'Internal Server Error'}}]],
    ['offline', []],
  ])('the %s state shows only catalogue text', async (_state, answers) => {
    vi.stubGlobal('fetch', fakeFetch(answers).fetch);
    const host = draw();
    await settle(10);
    expect(host.querySelector('[role="alert"]')).not.toBeNull();
    expect(untranslatedIn(host, new Set(['Internal Server Error']))).toEqual([]);
  });
}
