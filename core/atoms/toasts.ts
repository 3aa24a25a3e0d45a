// A framework-free toast queue: the site and widgets render `visibleToastsAtom`, anything may call showToast.
import {atom, type Store} from 'jotai/vanilla';
import {TOAST_DURATION_MS, TOAST_LIMIT} from '../design/timings.ts';

/** What a toast says about the work it reports. */
export type ToastKind = 'loading' | 'success' | 'error' | 'info';

/** A toast's content. */
export type ToastInput = {kind: ToastKind; text: string};

/** A toast in the queue. */
export type Toast = ToastInput & {id: string};

/**
 * Every toast, oldest first.
 *
 * @example
 * store.get(toastsAtom).length;
 */
export const toastsAtom = atom<readonly Toast[]>([]);

/**
 * The toasts to render: the first `TOAST_LIMIT` (3); the rest wait their turn.
 *
 * @example
 * const toasts = useAtomValue(visibleToastsAtom);
 */
export const visibleToastsAtom = atom((get) => get(toastsAtom).slice(0, TOAST_LIMIT));

const timersByStore = new WeakMap<Store, Map<string, ReturnType<typeof setTimeout>>>();
let lastId = 0;

function timersOf(store: Store) {
  let timers = timersByStore.get(store);
  if (!timers) {
    timers = new Map();
    timersByStore.set(store, timers);
  }
  return timers;
}

function clearTimer(store: Store, id: string) {
  const timers = timersOf(store);
  clearTimeout(timers.get(id));
  timers.delete(id);
}

// Loading toasts stay until updated; the others leave TOAST_DURATION_MS after they come into view. A toast
// waiting its turn behind TOAST_LIMIT others starts its time only when it is shown: counted from when it
// was added, it could leave before anyone saw it or a screen reader said it ("Copied" after two copies).
function scheduleShown(store: Store) {
  const timers = timersOf(store);
  for (const toast of store.get(visibleToastsAtom)) {
    if (toast.kind === 'loading' || timers.has(toast.id)) continue;
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(store, toast.id), TOAST_DURATION_MS),
    );
  }
}

/**
 * Adds a toast and returns its id. Non-loading toasts leave by themselves after 4 seconds.
 *
 * @example
 * const id = showToast(store, {kind: 'loading', text: MESSAGES.loggingIn});
 */
export function showToast(store: Store, input: ToastInput): string {
  lastId += 1;
  const toast: Toast = {id: `toast-${lastId}`, kind: input.kind, text: input.text};
  store.set(toastsAtom, (toasts) => [...toasts, toast]);
  scheduleShown(store);
  return toast.id;
}

/**
 * Changes a toast in place, typically a 'loading' toast into 'success' or 'error'; its 4-second timer
 * starts then. Returns false when the toast is already gone (then nothing is shown).
 *
 * @example
 * updateToast(store, id, {kind: 'success', text: MESSAGES.loggedIn});
 */
export function updateToast(store: Store, id: string, input: ToastInput): boolean {
  const toast: Toast = {id, kind: input.kind, text: input.text};
  if (!store.get(toastsAtom).some((existing) => existing.id === id)) return false;
  store.set(toastsAtom, (toasts) => toasts.map((existing) => (existing.id === id ? toast : existing)));
  // Its time starts again with its new words (and only once it is shown).
  clearTimer(store, id);
  scheduleShown(store);
  return true;
}

/**
 * Removes a toast now (a close button, or a progress toast that is no longer needed).
 *
 * @example
 * dismissToast(store, id);
 */
export function dismissToast(store: Store, id: string): void {
  clearTimer(store, id);
  store.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
  scheduleShown(store);
}
