/** A small string store: the browser's localStorage, or memory where storage is refused. */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/**
 * localStorage, shared by the tabs of the origin. Browsers may refuse it (storage disabled, a
 * sandboxed frame, a full quota): a value it refuses lives in memory, as long as the page.
 */
export function browserStore(): KeyValueStore {
  const memory = new Map<string, string>();
  const attempt = <T>(use: (storage: Storage) => T): { ok: true; value: T } | { ok: false } => {
    try {
      return { ok: true, value: use(window.localStorage) };
    } catch {
      return { ok: false };
    }
  };
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key)!;
      const read = attempt((storage) => storage.getItem(key));
      return read.ok ? read.value : null;
    },
    set(key, value) {
      const stored = attempt((storage) => storage.setItem(key, value));
      if (stored.ok) memory.delete(key);
      else memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      attempt((storage) => storage.removeItem(key));
    },
  };
}

/** Calls `listener` when another tab of the origin changes `key` (signs in or out there). */
export function onStoreChangeElsewhere(key: string, listener: () => void): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
}
