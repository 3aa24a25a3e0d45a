// The untranslated-text check for <nard-volunteer-form>: drawn with a pseudo-language translator that marks
// every catalogue sentence ⟦...⟧, the form, its errors, its toasts and the confirmation must show no word
// that would stay English in another language (core/i18n/untranslated.test-support.ts).
import {render} from 'preact';
import {afterEach, expect, it, vi} from 'vitest';
import {REGIONS} from '../../core/data/index.ts';
import * as i18n from '../../core/i18n/index.ts';
import * as messages from '../../core/messages/index.ts';
import {untranslatedIn} from '../../tests/support/untranslated.ts';
import {type Translator, TranslatorContext} from '../shared/language.ts';
import {providePart} from '../shared/lazy-part.ts';
import {fakeFetch, settle} from '../shared/mount.test-support.ts';
import {Confirmation} from './confirmation.tsx';
import {rulesPart} from './rules-part.ts';
import {RULES_PART} from './use-signup.ts';
import {VolunteerForm} from './volunteer-form.tsx';

providePart(RULES_PART, rulesPart);

// Every English sentence of the catalogue, as the language parts are built from them (widgets/build).
const CATALOGUE = new Set(
  [...Object.values(i18n), ...Object.values(messages)]
    .filter(
      (value): value is i18n.Book<string> =>
        typeof value === 'object' && value !== null && 'english' in value,
    )
    .flatMap((book) => Object.values(book.english)),
);
const pseudo: Translator = (english) =>
  CATALOGUE.has(english) ? `${i18n.PSEUDO_OPEN}${english}${i18n.PSEUDO_CLOSE}` : english;
// Place names stay as Singapore writes them (docs/glossary.md); the calling code has no letters.
const KEPT = new Set(Object.values(REGIONS).flat());

function draw(view: preact.ComponentChild): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  render(<TranslatorContext.Provider value={pseudo}>{view}</TranslatorContext.Provider>, host);
  return host;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('the form, its errors and toasts show only catalogue text', async () => {
  vi.stubGlobal('fetch', fakeFetch([]).fetch);
  const host = draw(
    <VolunteerForm
      attrs={{type: 'work'}}
      language="en"
      api="https://nard.example/api"
      scriptUrl=""
      emit={() => {}}
    />,
  );
  await settle();
  expect(untranslatedIn(host, KEPT)).toEqual([]);
  host.querySelector('form')!.dispatchEvent(new Event('submit', {bubbles: true, cancelable: true}));
  await settle();
  expect(host.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0);
  expect(untranslatedIn(host, KEPT)).toEqual([]);
});

it('the confirmation shows only catalogue text', async () => {
  const toasts = {list: [], show: () => 0, update: () => {}, dismiss: () => {}};
  const host = draw(
    <Confirmation api="https://nard.example/api" toasts={toasts} words={rulesPart.confirmation} />,
  );
  await settle();
  expect(untranslatedIn(host, KEPT)).toEqual([]);
});
