// @vitest-environment happy-dom
import {createStore} from 'jotai/vanilla';
import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import {TOAST_DURATION_MS, TOAST_LIMIT} from '../design/timings.ts';
import {dismissToast, showToast, toastsAtom, updateToast, visibleToastsAtom} from './index.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const texts = (store: ReturnType<typeof createStore>) =>
  store.get(visibleToastsAtom).map((toast) => toast.text);

test('shows at most TOAST_LIMIT (3) at once, oldest first; the rest wait', () => {
  const store = createStore();
  for (const text of ['one', 'two', 'three', 'four']) showToast(store, {kind: 'loading', text});
  expect(TOAST_LIMIT).toBe(3);
  expect(texts(store)).toEqual(['one', 'two', 'three']);
  expect(store.get(toastsAtom)).toHaveLength(4);

  dismissToast(store, store.get(toastsAtom)[0]!.id);
  expect(texts(store)).toEqual(['two', 'three', 'four']);
});

test('non-loading toasts leave after TOAST_DURATION_MS (4 s); loading toasts stay', () => {
  const store = createStore();
  showToast(store, {kind: 'success', text: 'Saved'});
  showToast(store, {kind: 'loading', text: 'Logging in...'});
  showToast(store, {kind: 'error', text: 'Oops'});
  expect(TOAST_DURATION_MS).toBe(4000);

  vi.advanceTimersByTime(3999);
  expect(texts(store)).toEqual(['Saved', 'Logging in...', 'Oops']);
  vi.advanceTimersByTime(1);
  expect(texts(store)).toEqual(['Logging in...']);
  vi.advanceTimersByTime(60_000);
  expect(texts(store)).toEqual(['Logging in...']);
});

test('updateToast turns a loading toast into success; its timer starts then', () => {
  const store = createStore();
  const id = showToast(store, {kind: 'loading', text: 'Logging in...'});
  vi.advanceTimersByTime(10_000);
  expect(updateToast(store, id, {kind: 'success', text: 'Logged in successfully!'})).toBe(true);
  expect(store.get(toastsAtom)).toEqual([{id, kind: 'success', text: 'Logged in successfully!'}]);
  vi.advanceTimersByTime(3999);
  expect(store.get(toastsAtom)).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(store.get(toastsAtom)).toEqual([]);
});

test('updating restarts the timer of a toast that was already counting down', () => {
  const store = createStore();
  const id = showToast(store, {kind: 'info', text: 'Sending code...'});
  vi.advanceTimersByTime(3000);
  updateToast(store, id, {kind: 'error', text: 'Too many requests'});
  vi.advanceTimersByTime(3000);
  expect(texts(store)).toEqual(['Too many requests']);
  vi.advanceTimersByTime(1000);
  expect(texts(store)).toEqual([]);
});

test('updateToast on a dismissed toast shows nothing and says so', () => {
  const store = createStore();
  const id = showToast(store, {kind: 'loading', text: 'Verifying code...'});
  dismissToast(store, id);
  expect(updateToast(store, id, {kind: 'error', text: 'Too late'})).toBe(false);
  expect(store.get(toastsAtom)).toEqual([]);
});

test('dismissToast cancels the pending timer and ids are unique', () => {
  const store = createStore();
  const first = showToast(store, {kind: 'success', text: 'A'});
  const second = showToast(store, {kind: 'success', text: 'B'});
  expect(first).not.toBe(second);
  dismissToast(store, first);
  expect(vi.getTimerCount()).toBe(1);
  vi.advanceTimersByTime(TOAST_DURATION_MS);
  expect(store.get(toastsAtom)).toEqual([]);
  expect(vi.getTimerCount()).toBe(0);
});

test('stores are independent', () => {
  const a = createStore();
  const b = createStore();
  showToast(a, {kind: 'info', text: 'only in a'});
  expect(b.get(toastsAtom)).toEqual([]);
});

test('a toast waiting its turn starts its 4 seconds when it is shown, so none leaves unseen', () => {
  const store = createStore();
  for (const text of ['one', 'two', 'three', 'four']) showToast(store, {kind: 'success', text});
  expect(texts(store)).toEqual(['one', 'two', 'three']);
  vi.advanceTimersByTime(TOAST_DURATION_MS);
  // The first three left together; the fourth is shown now, for its own 4 seconds.
  expect(texts(store)).toEqual(['four']);
  vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
  expect(texts(store)).toEqual(['four']);
  vi.advanceTimersByTime(1);
  expect(texts(store)).toEqual([]);
});
