import type { StorageKey } from './storage-keys';

type StorageArea = 'local' | 'session';

// Storage access throws when the browser blocks it (private modes, disabled cookies); the store
// must keep working without it, so every access goes through these.
function area(name: StorageArea): Storage | undefined {
  try {
    return name === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(name: StorageArea, key: StorageKey): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(name: StorageArea, key: StorageKey, value: string): void {
  try {
    area(name)?.setItem(key, value);
  } catch {
    // Quota or policy errors only lose a convenience, never data the server holds.
  }
}

export function removeStorage(name: StorageArea, key: StorageKey): void {
  try {
    area(name)?.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

/**
 * Tells this tab's listeners that a key changed: the browser fires `storage` only in other tabs.
 * @example announceStorageChange(STORAGE_KEYS.cart)
 */
export function announceStorageChange(key: StorageKey): void {
  window.dispatchEvent(new StorageEvent('storage', { key }));
}
