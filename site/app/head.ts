// What goes into <head> for a route: title, description, canonical, Open Graph and the organisation's
// JSON-LD, the other languages of the page (hreflang). Used by the prerender (full head) and on client
// navigation (title only).
import {
  type BookKey,
  LANGUAGE_TAGS,
  LANGUAGES,
  type Language,
  pageDescriptionsBook,
  pagesBook,
  type Words,
  wordsIn,
} from '../../core/i18n/index.ts';
import {pathInLanguage} from '../lib/language-path.ts';
import type {SiteRoute} from './route-table.ts';

const SITE_NAME = 'Nard Foundation';

/** The pages book's words in one language. */
export type PagesWords = Words<BookKey<typeof pagesBook>>;

export function documentTitle(route: SiteRoute, pages: PagesWords): string {
  const title = pages(`${route.page}Title`);
  return route.path === '/' ? title : `${title} | ${SITE_NAME}`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function organisationJsonLd(publicUrl: string, email: string, phone: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: 'The Nard Foundation Limited',
    alternateName: SITE_NAME,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/logo.svg`,
    foundingDate: '2024',
    email,
    telephone: phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: '5008 Ang Mo Kio Avenue 5, #04-09 Techplace II',
      postalCode: '569874',
      addressCountry: 'SG',
    },
  };
  // `<` is escaped so no text can close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Where `path` lives in each language, and `x-default` (English, for readers of none of the four). */
function alternateLinks(path: string, publicUrl: string): string[] {
  const href = (language: Language) => `${publicUrl}${pathInLanguage(path, language)}`;
  return [
    ...LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${href(language)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
  ];
}

/**
 * The full head for a prerendered page. `path` is the concrete English path (e.g. /projects/2); the page
 * is written in `language` (its book of page titles must be loaded).
 */
export function headHtml(
  route: SiteRoute,
  path: string,
  language: Language,
  config: {publicUrl: string; email: string; phone: string},
): string {
  const {publicUrl, email, phone} = config;
  const pages = wordsIn(pagesBook, language);
  const title = escapeHtml(documentTitle(route, pages));
  const description = escapeHtml(wordsIn(pageDescriptionsBook, language)(`${route.page}Description`));
  const url = `${publicUrl}${pathInLanguage(path, language)}`;
  const indexed = route.path !== '/404' && !route.shell;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    ...(indexed ? [`<link rel="canonical" href="${url}">`, ...alternateLinks(path, publicUrl)] : []),
    ...(indexed ? [] : ['<meta name="robots" content="noindex">']),
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:locale" content="${language}_SG">`,
    '<meta name="twitter:card" content="summary">',
    `<script type="application/ld+json">${organisationJsonLd(publicUrl, email, phone)}</script>`,
  ].join('\n    ');
}

/** The head of a shell page (a route with `shell`): its title, and robots told not to index it. */
export function shellHeadHtml(route: SiteRoute): string {
  return [
    `<title>${escapeHtml(documentTitle(route, wordsIn(pagesBook, 'en')))}</title>`,
    '<meta name="robots" content="noindex">',
  ].join('\n    ');
}
