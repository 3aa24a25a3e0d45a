// How every element picks its language: its `lang` attribute, else the nearest `lang` on the partner's
// page; another language than English waits for its part (`<tag>-<language>.js`, pinned by SRI, built by
// widgets/build/language-parts.ts for the elements in TRANSLATED_WIDGETS) before it draws, so nothing
// appears in a language the reader did not ask for. An element the build made no words for speaks English.
import {LANGUAGE_TAGS, type Language, languageOfTags} from '../../core/i18n/index.ts';
import type {FirstViewWords} from './first-view.ts';
import {inEnglish, type Translator} from './language.ts';
import {hasPart, loadPart} from './lazy-part.ts';

// One translator per element and language on the page.
const translators = new Map<string, Translator>();

/** The language `host` shows: its own `lang`, else the closest on the page, when the build made its part. */
function languageOf(host: Element, tag: string): Language {
  const wanted = languageOfTags([host.closest('[lang]')?.getAttribute('lang') ?? '']);
  return wanted && hasPart(`${tag}-${wanted}`) ? wanted : 'en';
}

/** The language an element shows and its words (its view reads them through TranslatorContext). */
export type Spoken = {language: Language; tag: string; words: FirstViewWords};

/**
 * The language `host` shows and its words, or `null` while they load: `again` then draws the element
 * anew (defineWidget's render).
 */
export function spokenLanguage(
  host: HTMLElement,
  tag: string,
  scriptUrl: string,
  again: () => void,
): Spoken | null {
  const wanted = languageOf(host, tag);
  const part = `${tag}-${wanted}`;
  const translator = wanted === 'en' ? inEnglish : translators.get(part);
  if (!translator) {
    // If the words cannot be loaded (offline, blocked), the element speaks English and says so with `lang`.
    loadPart<Translator>(part, scriptUrl)
      .then(
        (loaded) => translators.set(part, loaded),
        () => translators.set(part, inEnglish),
      )
      .finally(again);
    return null;
  }
  const language = translator === inEnglish ? 'en' : wanted;
  return {
    language,
    tag: LANGUAGE_TAGS[language],
    words: translator,
  };
}
