import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { toast } from '../../ui/toast';
import { useBrowserState } from '../../lib/hydration';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import {
  addLine,
  itemCount,
  removeLine,
  setLineQuantity,
  type CartLine,
  type CartLineKey,
} from './cart-lines';
import { readCart, writeCart } from './cart-storage';

// Spec §4 (Cart) and §8, word for word.
export const ADDED_TO_CART = 'Added to cart';
export const UPDATED_CART_QUANTITY = 'Updated cart quantity';
export const REMOVED_FROM_CART = 'Removed from cart';
export const CART_CLEARED = 'Cart cleared';
export const VIEW_CART = 'View Cart';
export const OUTSIDE_PROVIDER = 'useCart must be used within a CartProvider';

export interface CartContextValue {
  lines: readonly CartLine[];
  /** Items, not lines: what the header badge counts. */
  itemCount: number;
  /** Adds the line or raises the matching line's quantity, with the spec's toast. */
  addItem: (line: CartLine) => void;
  removeItem: (key: CartLineKey) => void;
  /** Zero or less removes the line. */
  updateQuantity: (key: CartLineKey, quantity: number) => void;
  /** Empties the cart; `silent` skips the toast (after an order, the order's own toast says it). */
  clearCart: (options?: { silent?: boolean }) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** A first-time visitor's cart: what a server-rendered page shows until it is hydrated. */
const NO_LINES: CartLine[] = [];

/**
 * The shopper's cart for the whole storefront: restored from browser storage on load (on a
 * server-rendered page, just after hydration; the header's count is the only thing that shows
 * it there, and its badge shifts nothing), saved on
 * every change, and re-read when another tab (or sign-out in this one) changes the stored cart.
 */
export function CartProvider({
  children,
  onViewCart,
}: {
  children: ReactNode;
  /** Opens the cart: the "Added to cart" toast offers it as its action. */
  onViewCart?: () => void;
}) {
  const [lines, setLines] = useBrowserState<CartLine[]>(readCart, NO_LINES);
  // The latest lines, so two changes in one event (or a toast that depends on the change) never
  // read a stale render.
  const latest = useRef(lines);
  // A server-rendered page's stored cart arrives in a render just after hydration.
  useEffect(() => {
    latest.current = lines;
  }, [lines]);
  // A change made before that render (a tap during hydration, or replayed just after it:
  // lib/early-events.ts) starts from the stored cart, never from the first visit's empty one.
  const current = useCallback(
    () => (latest.current === NO_LINES ? readCart() : latest.current),
    [],
  );

  const commit = useCallback(
    (next: CartLine[]) => {
      latest.current = next;
      setLines(next);
      writeCart(next);
    },
    [setLines],
  );

  useEffect(() => {
    // Other tabs' writes arrive as `storage` events; so does sign-out's clearing in this tab
    // (lib/sign-out.ts announces it). A null key means the whole storage was cleared.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== STORAGE_KEYS.cart) return;
      const stored = readCart();
      latest.current = stored;
      setLines(stored);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setLines]);

  const addItem = useCallback(
    (line: CartLine) => {
      const { lines: next, result } = addLine(current(), line);
      commit(next);
      toast.success(
        result === 'added' ? ADDED_TO_CART : UPDATED_CART_QUANTITY,
        onViewCart ? { action: { label: VIEW_CART, onClick: onViewCart } } : undefined,
      );
    },
    [commit, current, onViewCart],
  );

  const removeItem = useCallback(
    (key: CartLineKey) => {
      commit(removeLine(current(), key));
      toast.success(REMOVED_FROM_CART);
    },
    [commit, current],
  );

  const updateQuantity = useCallback(
    (key: CartLineKey, quantity: number) => {
      if (!(quantity >= 1)) {
        removeItem(key);
        return;
      }
      commit(setLineQuantity(current(), key, quantity));
    },
    [commit, current, removeItem],
  );

  const clearCart = useCallback(
    (options: { silent?: boolean } = {}) => {
      commit([]);
      if (!options.silent) toast.success(CART_CLEARED);
    },
    [commit],
  );

  const value = useMemo<CartContextValue>(
    () => ({
      lines,
      itemCount: itemCount(lines),
      addItem,
      removeItem,
      updateQuantity,
      clearCart,
    }),
    [lines, addItem, removeItem, updateQuantity, clearCart],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

/** The cart; only inside CartProvider (the storefront layout provides it). */
export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error(OUTSIDE_PROVIDER);
  return cart;
}
