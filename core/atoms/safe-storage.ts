// Browser storage that never throws: private mode, blocked cookies and widgets on other sites fall back to memory.

/** The two Web Storage areas the atoms persist to. */
export type StorageAreaName = 'localStorage' | 'sessionStorage';

/** A string key-value store with the Web Storage shape, minus the parts we never use. */
export type SafeStorage = {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
  /** The real Web Storage object, if it is reachable; `storage` events name it as their `storageArea`. */
  area: () => Storage | undefined;
};

function reachableArea(name: StorageAreaName): Storage | undefined {
  try {
    return globalThis[name] ?? undefined;
  } catch {
    // Sandboxed iframes and some privacy settings throw on the mere property access.
    return undefined;
  }
}

/**
 * Wraps `localStorage` or `sessionStorage` so that every read and write falls back to an in-memory map
 * when the real area is missing or throws (quota, private mode, third-party storage blocked).
 *
 * @example
 * const storage = createSafeStorage('localStorage');
 * storage.setItem('auth_data', '{}');
 * storage.getItem('auth_data'); // '{}' even where localStorage is blocked
 */
export function createSafeStorage(name: StorageAreaName): SafeStorage {
  const memory = new Map<string, string>();
  return {
    getItem(key) {
      try {
        const area = reachableArea(name);
        if (area) return area.getItem(key);
      } catch {
        // Fall through to memory.
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      try {
        reachableArea(name)?.setItem(key, value);
      } catch {
        // Memory keeps the value for this page.
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        reachableArea(name)?.removeItem(key);
      } catch {
        // Nothing else to clear.
      }
    },
    area: () => reachableArea(name),
  };
}
