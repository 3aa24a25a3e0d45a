// The translator an element's words pass through. English costs nothing: its texts are core's English
// sentences as they are. An element that speaks the four languages (speaks-languages.ts) provides another
// translator, from a part holding exactly the sentences the element shows, keyed by their English (as
// gettext does); shared components read it with useT.
import {createContext} from 'preact';
import {useContext} from 'preact/hooks';

/** Turns one of the element's English sentences into the reader's language. */
export type Translator = (english: string) => string;

/** English: the sentence itself. */
export const inEnglish: Translator = (english) => english;

export const TranslatorContext = createContext<Translator>(inEnglish);

/**
 * A sentence's `{name}` places filled in, after translating it: the part keeps such sentences as templates.
 * @example fill(t(WIDGET_WORDS.detailsOf), {title}) // 'details of Harvest day'
 */
export function fill(sentence: string, args: Readonly<Record<string, string>>): string {
  return sentence.replace(/\{(\w+)\}/g, (place, name: string) => args[name] ?? place);
}

/** The element's translator: `t(MESSAGES.registered)`. */
export function useT(): Translator {
  return useContext(TranslatorContext);
}
