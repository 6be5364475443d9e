import { useCart } from '../cart/cart-context';

/** The number of items in the cart, for the header badge; current across tabs (the context is). */
export function useCartCount(): number {
  return useCart().itemCount;
}
