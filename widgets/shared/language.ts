// The translator an element's words pass through (core/i18n/translator.ts: English is each sentence's id,
// so English costs nothing). An element that speaks the four languages (speaks-languages.ts) provides
// another translator, from a part holding exactly the sentences the element shows; shared components read
// it with useT.
import {createContext} from 'preact';
import {useContext} from 'preact/hooks';
import {inEnglish, type Translator} from '../../core/i18n/index.ts';

export {fill, inEnglish, type Translator} from '../../core/i18n/index.ts';

export const TranslatorContext = createContext<Translator>(inEnglish);

/** The element's translator: `t(MESSAGES.registered)`. */
export function useT(): Translator {
  return useContext(TranslatorContext);
}
