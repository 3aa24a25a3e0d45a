// The widgets' pseudo-language: a translator that marks every catalogue sentence ⟦...⟧, so a test can find
// any word an element shows without passing it through its translator (tests/support/untranslated.ts).
import {type ComponentChild, render} from 'preact';
import * as i18n from '../../core/i18n/index.ts';
import * as messages from '../../core/messages/index.ts';
import {type Translator, TranslatorContext} from './language.ts';

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
