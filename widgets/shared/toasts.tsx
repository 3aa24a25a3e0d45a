// The site's toasts, scaled down to one element: the same texts, at most TOAST_LIMIT at once, and
// non-loading toasts leave after TOAST_DURATION_MS. They live in the shadow root, never on the host page.
import {useCallback, useEffect, useRef, useState} from 'preact/hooks';
import type {ToastKind} from '../../core/atoms/index.ts';
import {TOAST_DURATION_MS} from '../../core/design/index.ts';

/** The four kinds the site uses. */
export type {ToastKind};

/** One toast on show. */
export type WidgetToast = {id: number; kind: ToastKind; text: string};

/** Toast actions for one element. `show` returns an id that `update` and `dismiss` take. */
export type Toasts = {
  list: readonly WidgetToast[];
  show: (kind: ToastKind, text: string) => number;
  update: (id: number, kind: ToastKind, text: string) => void;
  dismiss: (id: number) => void;
};

let nextId = 1;

/** Holds the toasts of one element and clears their timers when it unmounts. */
export function useToasts(): Toasts {
  const [list, setList] = useState<WidgetToast[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setList((all) => all.filter((toast) => toast.id !== id));
  }, []);
  const schedule = useCallback(
    (id: number, kind: ToastKind) => {
      clearTimeout(timers.current.get(id));
      if (kind !== 'loading')
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), TOAST_DURATION_MS),
        );
    },
    [dismiss],
  );
  const show = useCallback(
    (kind: ToastKind, text: string) => {
      const id = nextId++;
      setList((all) => [...all, {id, kind, text}]);
      schedule(id, kind);
      return id;
    },
    [schedule],
  );
  const update = useCallback(
    (id: number, kind: ToastKind, text: string) => {
      setList((all) => all.map((toast) => (toast.id === id ? {id, kind, text} : toast)));
      schedule(id, kind);
    },
    [schedule],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  return {list, show, update, dismiss};
}
