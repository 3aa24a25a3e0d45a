// @vitest-environment happy-dom
import {createStore} from 'jotai/vanilla';
import {beforeEach, expect, test} from 'vitest';
import {clearResetStateAtom, resetStateAtom} from './index.ts';

beforeEach(() => {
  sessionStorage.clear();
});

test('starts empty', () => {
  expect(createStore().get(resetStateAtom)).toEqual({email: null, resetToken: null});
});

test('survives a reload through sessionStorage key nard_reset', () => {
  const store = createStore();
  store.set(resetStateAtom, {email: 'ana@example.com', resetToken: null});
  store.set(resetStateAtom, {...store.get(resetStateAtom), resetToken: 'reset-1'});
  expect(JSON.parse(sessionStorage.getItem('nard_reset') ?? 'null')).toEqual({
    email: 'ana@example.com',
    resetToken: 'reset-1',
  });
  expect(createStore().get(resetStateAtom)).toEqual({email: 'ana@example.com', resetToken: 'reset-1'});
});

test('clearResetStateAtom forgets both and removes the key', () => {
  const store = createStore();
  store.set(resetStateAtom, {email: 'ana@example.com', resetToken: 'reset-1'});
  store.set(clearResetStateAtom);
  expect(store.get(resetStateAtom)).toEqual({email: null, resetToken: null});
  expect(sessionStorage.getItem('nard_reset')).toBeNull();
});

test.each([
  {name: 'not JSON', raw: 'nope'},
  {name: 'a numeric e-mail', raw: JSON.stringify({email: 5, resetToken: null})},
  {name: 'a token without an e-mail', raw: JSON.stringify({email: null, resetToken: 'reset-1'})},
])('treats $name as empty', ({raw}) => {
  sessionStorage.setItem('nard_reset', raw);
  expect(createStore().get(resetStateAtom)).toEqual({email: null, resetToken: null});
});

test('is not shared through localStorage', () => {
  createStore().set(resetStateAtom, {email: 'ana@example.com', resetToken: null});
  expect(localStorage.getItem('nard_reset')).toBeNull();
});
