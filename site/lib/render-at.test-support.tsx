// Test helper: renders a component at a path with an in-memory router, and reads the toasts shown.
import {render} from '@testing-library/react';
import {getDefaultStore} from 'jotai/vanilla';
import type {ReactNode} from 'react';
import {Router} from 'wouter';
import {memoryLocation} from 'wouter/memory-location';
import {toastsAtom} from '../../core/atoms/index.ts';

/** Renders `ui` at `path` (may carry a ?query); `history` lists every navigation. */
export function renderAt(ui: ReactNode, path = '/') {
  const [pathname, query = ''] = path.split('?');
  const location = memoryLocation({path: pathname, searchPath: query, record: true});
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  );
  return {...view, history: location.history};
}

/** The texts and kinds of the toasts in the default store, oldest first. */
export function shownToasts() {
  return getDefaultStore()
    .get(toastsAtom)
    .map(({kind, text}) => ({kind, text}));
}

/** Clears toasts and both storages between tests. */
export function resetBrowserState() {
  getDefaultStore().set(toastsAtom, []);
  localStorage.clear();
  sessionStorage.clear();
}

/** A promise with its resolve handle, to hold a call open while checking the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return {promise, resolve};
}
