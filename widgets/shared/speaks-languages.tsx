// An element that speaks our four languages: its `lang` attribute, else the nearest `lang` on the partner's
// page, picks one; another language than English waits for its part (`<tag>-<language>.js`, pinned by SRI,
// built by widgets/build/language-parts.ts) before it draws, so nothing appears in a language the reader
// did not ask for. Elements not yet translated do not import this file and stay English.
import type {VNode} from 'preact';
import {LANGUAGE_TAGS, type Language, languageOfTags} from '../../core/i18n/index.ts';
import type {WidgetLanguage} from './define-widget.tsx';
import {inEnglish, type Translator, TranslatorContext} from './language.ts';
import {hasPart, loadPart} from './lazy-part.ts';

// One translator per element and language on the page.
const translators = new Map<string, Translator>();

/** The language `host` shows: its own `lang`, else the closest on the page, when the build made its part. */
function languageOf(host: Element, tag: string): Language {
  const wanted = languageOfTags([host.closest('[lang]')?.getAttribute('lang') ?? '']);
  return wanted && hasPart(`${tag}-${wanted}`) ? wanted : 'en';
}

/** For `defineWidget({..., languages: speaksFourLanguages})`. */
export const speaksFourLanguages: WidgetLanguage = (host, tag, scriptUrl, again) => {
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
    wrap: (view: VNode) => <TranslatorContext.Provider value={translator}>{view}</TranslatorContext.Provider>,
  };
};
