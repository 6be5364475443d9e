import { useSyncExternalStore } from 'react';
import { readStorage } from '../../lib/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

function cartCount(): number {
  const stored = readStorage('local', STORAGE_KEYS.cart);
  if (!stored) return 0;
  try {
    const lines: unknown = JSON.parse(stored);
    if (!Array.isArray(lines)) return 0;
    return lines.reduce<number>((sum, line: unknown) => {
      const quantity = (line as { quantity?: unknown } | null)?.quantity;
      return typeof quantity === 'number' && quantity > 0 ? sum + quantity : sum;
    }, 0);
  } catch {
    return 0;
  }
}

// Other tabs fire `storage` on their own; this tab's cart announces its writes with the same
// event (announceStorageChange), so one listener covers both.
function subscribe(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** The number of items in the stored cart, kept current across tabs. */
export function useCartCount(): number {
  return useSyncExternalStore(subscribe, cartCount, () => 0);
}
