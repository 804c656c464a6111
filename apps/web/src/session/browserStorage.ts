import { atomWithStorage } from 'jotai/utils';
import type { createStore, WritableAtom } from 'jotai';

/**
 * Where the session's browser keys (000 §3) live: `localStorage`, read per store.
 *
 * Every stored atom is read from storage when a store is created ({@link readStoredAtoms}, called
 * by `createAppStore`), not once when the module loads (jotai's `getOnInit`): a store then starts
 * from what storage holds at its creation. Stories swap the backing for memory of their own
 * ({@link keepBrowserStorageInMemory}): Vitest runs story files side by side in frames of one
 * origin, which share one `localStorage`, so one story's session token would leak into another's
 * store (a public page's call was seen sending a token that way).
 */

type Backing = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

let backing: Backing | null = null;
const current = (): Backing => backing ?? localStorage;

/** Test support: this frame's browser keys in memory, not in the origin's shared `localStorage`. */
export function keepBrowserStorageInMemory(): void {
  const memory = new Map<string, string>();
  backing = {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, String(value)),
    removeItem: (key) => void memory.delete(key),
    clear: () => memory.clear(),
  };
}

/** The backing's keys (localStorage's API). */
export const browserStorage: Omit<Backing, 'clear'> = {
  getItem: (key) => current().getItem(key),
  setItem: (key, value) => current().setItem(key, value),
  removeItem: (key) => current().removeItem(key),
};

/** Plain strings in browser storage; `null` removes the key. */
export const stringStorage = {
  getItem: (key: string, initial: string | null) => browserStorage.getItem(key) ?? initial,
  setItem: (key: string, value: string | null) => (value === null ? browserStorage.removeItem(key) : browserStorage.setItem(key, value)),
  removeItem: (key: string) => browserStorage.removeItem(key),
};

/** JSON in browser storage; an unreadable value counts as absent; `null` removes the key. */
export function jsonStorage<T>() {
  return {
    getItem: (key: string, initial: T): T => {
      const raw = browserStorage.getItem(key);
      if (raw === null) return initial;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return initial;
      }
    },
    setItem: (key: string, value: T) =>
      value === null ? browserStorage.removeItem(key) : browserStorage.setItem(key, JSON.stringify(value)),
    removeItem: (key: string) => browserStorage.removeItem(key),
  };
}

type Store = ReturnType<typeof createStore>;
interface SyncStorage<T> {
  getItem: (key: string, initial: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
}

const readers: Array<(store: Store) => void> = [];

/**
 * `atomWithStorage` whose value a new store reads from storage at once ({@link readStoredAtoms}),
 * and again whenever the atom mounts.
 */
export function atomWithBrowserStorage<T>(key: string, initial: T, storage: SyncStorage<T>) {
  const stored: WritableAtom<T, [T], void> = atomWithStorage<T>(key, initial, storage);
  readers.push((store) => {
    const value = storage.getItem(key, initial);
    // Nothing stored: the atom keeps its initial value, and storage is not written.
    if (value !== initial) store.set(stored, value);
  });
  return stored;
}

/** Reads every stored atom defined so far into `store` (what `getOnInit` did, per store). */
export function readStoredAtoms(store: Store): void {
  for (const read of readers) read(store);
}
