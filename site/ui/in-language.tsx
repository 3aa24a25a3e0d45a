// Words from the API in a language that may not be the page's: a record shown in English on a 中文 page for
// want of a translation (core's contentIn) is marked lang="en", so screen readers switch voice.
import type {ReactNode} from 'react';
import type {Language} from '../../core/i18n/index.ts';
import {pageLanguageCode} from '../lib/page-language.ts';

/**
 * `children`, written in `lang`: as they are when that is the page's language, else inside a `<span>`
 * (or, with `block`, a `<div>` for paragraphs) carrying `lang`.
 * @example const shown = contentIn(announcement, pageLanguageCode()); <InLanguage lang={shown.lang}>{shown.title}</InLanguage>
 */
export function InLanguage({
  lang,
  block = false,
  children,
}: {
  lang: Language;
  block?: boolean;
  children: ReactNode;
}) {
  if (lang === pageLanguageCode()) return children;
  return block ? <div lang={lang}>{children}</div> : <span lang={lang}>{children}</span>;
}
