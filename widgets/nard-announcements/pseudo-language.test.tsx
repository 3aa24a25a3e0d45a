// The untranslated-text check for <nard-announcements>: drawn with the pseudo-language translator, the
// table, its toggles, its empty and failed states show no word that did not pass through the catalogue.
// The staff's own titles and texts are content, not catalogue words.
import {afterEach, expect, it, vi} from 'vitest';
import {untranslatedIn} from '../../tests/support/untranslated.ts';
import {fakeFetch, settle} from '../shared/mount.test-support.ts';
import {drawInPseudo} from '../shared/pseudo.test-support.tsx';
import {Announcements} from './announcements.tsx';

const ANNOUNCEMENT = {
  id: 'a',
  date: '2026-11-02',
  title: 'Harvest day',
  description: 'Come and pick greens.',
};
const CONTENT = new Set([ANNOUNCEMENT.title, ANNOUNCEMENT.description]);

const draw = () =>
  drawInPseudo(
    <Announcements attrs={{}} language="en" api="https://nard.example/api" scriptUrl="" emit={() => {}} />,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

it('the table and an opened announcement show only catalogue text', async () => {
  vi.stubGlobal('fetch', fakeFetch([{status: 200, body: {announcements: [ANNOUNCEMENT]}}]).fetch);
  const host = draw();
  await settle();
  expect(host.querySelector('table')).not.toBeNull();
  expect(untranslatedIn(host, CONTENT)).toEqual([]);
  host.querySelector('button')!.click();
  await settle();
  expect(host.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
  expect(untranslatedIn(host, CONTENT)).toEqual([]);
});

it.each([
  ['empty', {status: 200, body: {announcements: []}}],
  ['failed', {status: 500, body: {message: 'Internal Server Error'}}],
])('the %s state shows only catalogue text', async (_state, answer) => {
  vi.stubGlobal('fetch', fakeFetch([answer]).fetch);
  const host = draw();
  await settle();
  expect(untranslatedIn(host, new Set(['Internal Server Error']))).toEqual([]);
});

it('a network failure speaks the catalogue too', async () => {
  vi.stubGlobal('fetch', fakeFetch([]).fetch);
  const host = draw();
  await settle();
  expect(host.querySelector('[role="alert"]')).not.toBeNull();
  expect(untranslatedIn(host, new Set())).toEqual([]);
});
