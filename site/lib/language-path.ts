// Where each language's pages live: English at today's paths, the others under /zh, /ms and /ta.
import {isLanguage, type Language} from '../../core/i18n/index.ts';

/** The language a path is in and the path without its language prefix ('/ta/faq' -> ta, '/faq'). */
export function splitLanguagePath(pathname: string): {language: Language; path: string} {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLanguage(match[1]) && match[1] !== 'en') {
    return {language: match[1], path: match[2] || '/'};
  }
  return {language: 'en', path: pathname};
}

/** The path prefix of a language's pages: '' for English, '/zh' for Chinese. */
export function languageBase(language: Language): string {
  return language === 'en' ? '' : `/${language}`;
}

/** `path` (an English path, '/contributions') in `language` ('/zh/contributions'; '/' -> '/zh'). */
export function pathInLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}
