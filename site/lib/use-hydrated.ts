// False while the prerendered HTML is hydrating, true afterwards. Parts that depend on the browser
// (stored login, the announcement dialog) render their server form first, so hydration matches.
import {useSyncExternalStore} from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
