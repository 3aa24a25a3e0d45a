// A jotai atom persisted to Web Storage: validated on read, read per store, and in step with other tabs.
import {atom, type WritableAtom} from 'jotai/vanilla';
import {createSafeStorage, type StorageAreaName} from './safe-storage.ts';

/** Options of {@link atomWithSafeStorage}. */
export type SafeStorageAtomOptions<Value> = {
  /** The storage key, for example `'auth_data'`. */
  key: string;
  /** Which Web Storage area to use. */
  area: StorageAreaName;
  /** The value when nothing (or nothing valid) is stored; writing it removes the key. */
  empty: Value;
  /** Turns parsed JSON into a value, or returns `null` when the data has the wrong shape. */
  parse: (data: unknown) => Value | null;
  /** Tells whether a value equals `empty` (then the key is removed instead of written). */
  isEmpty: (value: Value) => boolean;
};

/** A persisted atom plus a way to read the stored value directly, bypassing any store. */
export type SafeStorageAtom<Value> = {
  valueAtom: WritableAtom<Value, [Value], void>;
  /** Reads and validates what is stored right now (another tab may have written it a moment ago). */
  readStored: () => Value;
};

/**
 * Creates an atom whose value lives in `localStorage` or `sessionStorage`. Unreadable, malformed or
 * partial data reads as `empty`; storage that throws falls back to memory; `storage` events from other
 * tabs update the atom while it is mounted.
 *
 * @example
 * const {valueAtom} = atomWithSafeStorage({
 *   key: 'nard_reset', area: 'sessionStorage', empty: {email: null},
 *   parse: (data) => (isResetState(data) ? data : null), isEmpty: (value) => value.email === null,
 * });
 */
export function atomWithSafeStorage<Value>(options: SafeStorageAtomOptions<Value>): SafeStorageAtom<Value> {
  const {key, area, empty, parse, isEmpty} = options;
  const storage = createSafeStorage(area);
  const decode = (raw: string | null): Value => {
    if (raw === null) return empty;
    try {
      return parse(JSON.parse(raw)) ?? empty;
    } catch {
      return empty;
    }
  };
  const readStored = () => decode(storage.getItem(key));

  // `null` until something is written or observed in this store; reading then falls back to storage.
  const latestAtom = atom<{value: Value} | null>(null);
  latestAtom.onMount = (setLatest) => {
    setLatest({value: readStored()});
    if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key && event.key !== null) return;
      if (event.storageArea && event.storageArea !== storage.area()) return;
      setLatest({value: event.key === null ? empty : decode(event.newValue)});
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };

  const valueAtom = atom(
    (get) => {
      const latest = get(latestAtom);
      return latest ? latest.value : readStored();
    },
    (_get, set, next: Value) => {
      set(latestAtom, {value: next});
      if (isEmpty(next)) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(next));
    },
  );
  return {valueAtom, readStored};
}
