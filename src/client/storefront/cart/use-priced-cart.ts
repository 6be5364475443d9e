import { usePromotionPercentage } from '../promotions/queries';
import { useCart } from './cart-context';
import { canCheckout, priceCartLine, purchasableLines, type PricedCartLine } from './cart-pricing';
import { useCartProducts } from './queries';

export interface PricedCart {
  /** Every line, in cart order, priced and checked against its product as it is now. */
  lines: PricedCartLine[];
  /** The lines that can be bought: what the totals add up. */
  purchasable: PricedCartLine[];
  canCheckout: boolean;
}

/** The cart as the cart page and the checkout summary show it. */
export function usePricedCart(): PricedCart {
  const { lines } = useCart();
  const promotion = usePromotionPercentage();
  const products = useCartProducts(lines.map((line) => line.id));
  const priced = lines.map((line) =>
    priceCartLine(line, products.get(line.id) ?? { state: 'loading' }, promotion),
  );
  return { lines: priced, purchasable: purchasableLines(priced), canCheckout: canCheckout(priced) };
}
