// The untranslated-text check for <nard-volunteer-form>: drawn with a pseudo-language translator that marks
// every catalogue sentence ⟦...⟧, the form, its errors, its toasts and the confirmation must show no word
// that would stay English in another language (tests/support/untranslated.ts).
import {afterEach, expect, it, vi} from 'vitest';
import {REGIONS} from '../../core/rules/index.ts';
import {untranslatedIn} from '../../tests/support/untranslated.ts';
import {providePart} from '../shared/lazy-part.ts';
import {fakeFetch, settle} from '../shared/mount.test-support.ts';
import {drawInPseudo as draw} from '../shared/pseudo.test-support.tsx';
import {Confirmation} from './confirmation.tsx';
import {rulesPart} from './rules-part.ts';
import {RULES_PART} from './use-application.ts';
import {VolunteerForm} from './volunteer-form.tsx';

providePart(RULES_PART, rulesPart);

// Place names stay as Singapore writes them (docs/glossary.md); the calling code has no letters.
const KEPT = new Set(Object.values(REGIONS).flat());

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
  const host = draw(<Confirmation api="https://nard.example/api" toasts={toasts} />);
  await settle();
  expect(untranslatedIn(host, KEPT)).toEqual([]);
});
