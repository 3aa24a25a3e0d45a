// What goes into <head> for a route: title, description, canonical, Open Graph and the organisation's
// JSON-LD. Used by the prerender (full head) and on client navigation (title only).
import type {SiteRoute} from './route-table.ts';

const SITE_NAME = 'Nard Foundation';

export function documentTitle(route: SiteRoute): string {
  return route.path === '/' ? route.title : `${route.title} | ${SITE_NAME}`;
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

/** The full head for a prerendered page. `path` is the concrete path (e.g. /projects/2). */
export function headHtml(
  route: SiteRoute,
  path: string,
  publicUrl: string,
  email: string,
  phone: string,
): string {
  const title = escapeHtml(documentTitle(route));
  const description = escapeHtml(route.description);
  const url = `${publicUrl}${path === '/' ? '/' : path}`;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    route.path === '/404' || route.shell
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${url}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    '<meta name="twitter:card" content="summary">',
    `<script type="application/ld+json">${organisationJsonLd(publicUrl, email, phone)}</script>`,
  ].join('\n    ');
}

/** The head of a shell page (a route with `shell`): its title, and robots told not to index it. */
export function shellHeadHtml(route: SiteRoute): string {
  return [
    `<title>${escapeHtml(documentTitle(route))}</title>`,
    '<meta name="robots" content="noindex">',
  ].join('\n    ');
}
