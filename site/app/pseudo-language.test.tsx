// The untranslated-text check: every route rendered in the pseudo-language, where each catalogue text is
// marked ⟦...⟧, must show no word a reader could see or hear that did not pass through the catalogue
// (text, alt, title, aria-label, placeholder). What may pass unmarked: the foundation's configured facts
// (address, e-mail, phone), names the glossary keeps in English, text without letters, and text an element
// marks as another language with its own `lang` (the switch's language names, English staff content).
import {renderToString} from 'react-dom/server';
import {afterAll, beforeAll, expect, it} from 'vitest';
import {untranslatedIn} from '../../tests/support/untranslated.ts';
import {prepareKnownEnglish} from '../lib/known-english.ts';
import {setPageLanguage} from '../lib/page-language.ts';
import {ADDRESS_LINES, SITE_CONFIG} from '../lib/site-config.ts';
import {App} from './app.tsx';
import {findRoute} from './match-route.ts';
import {NOT_FOUND, ROUTES} from './route-table.ts';

const PATHS = [
  ...ROUTES.filter((route) => !route.shell).flatMap((route) => route.prerender ?? [route.path]),
  NOT_FOUND.path,
];
// Names kept in English in every language (docs/glossary.md) and the foundation's configured facts.
const KEPT = new Set([
  ...ADDRESS_LINES,
  SITE_CONFIG.foundationEmail,
  SITE_CONFIG.foundationPhone,
  'NardHomeBiz',
  'PayNow',
  'Facebook',
  'Instagram',
  'LinkedIn',
]);

function untranslatedInHtml(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  return untranslatedIn(doc.body, KEPT);
}

/**
 * Pages whose words are not all in the catalogue yet, and why. They are checked too: each must still show
 * untranslated text, so a page leaves this list the day it is done, and the list only shrinks.
 */
const NOT_YET_TRANSLATED: Readonly<Record<string, string>> = {};

beforeAll(async () => {
  setPageLanguage('pseudo');
  await prepareKnownEnglish('pseudo');
});
afterAll(() => setPageLanguage('en'));

it.each(PATHS)('%s shows only catalogue text', async (path) => {
  await findRoute(path).view.preload();
  const untranslated = untranslatedInHtml(renderToString(<App ssrPath={path} />));
  if (Object.hasOwn(NOT_YET_TRANSLATED, path)) expect(untranslated, NOT_YET_TRANSLATED[path]).not.toEqual([]);
  else expect(untranslated).toEqual([]);
});
