// Card-payment product sync (admin §4 "Product form", DECISIONS.md "Card payments"): after
// the owner saves a product, the same product exists in Stripe with its name, description,
// images, availability and a default USD price. Checkout stays manual; this only keeps the
// Stripe catalogue in step. Runs only when STRIPE_SECRET_KEY is set.
import type Stripe from 'stripe';
import type { Logger } from '../logger';

/** A product as Stripe gets it; image URLs are absolute. */
export interface CardProduct {
  /** Our id, kept in the Stripe product's metadata. */
  id: string;
  /** The Stripe product made by an earlier sync, if any. */
  stripeProductId: string | null;
  name: string;
  description: string;
  imageUrls: string[];
  active: boolean;
  priceCents: number;
}

export interface CardPaymentSync {
  readonly enabled: boolean;
  /** Creates or updates the product and its default price; returns the Stripe product id. */
  upsertProduct(product: CardProduct): Promise<string>;
  /** Stripe keeps products that have prices; a deleted store product is archived there. */
  archiveProduct(stripeProductId: string): Promise<void>;
}

/** Stripe takes at most 8 images per product. */
export const STRIPE_MAX_IMAGES = 8;
const CURRENCY = 'usd';

class CardPaymentSyncOffError extends Error {
  override name = 'CardPaymentSyncOffError';
}

export const cardPaymentSyncOff: CardPaymentSync = {
  enabled: false,
  upsertProduct: () => Promise.reject(new CardPaymentSyncOffError('Stripe sync is off')),
  archiveProduct: () => Promise.reject(new CardPaymentSyncOffError('Stripe sync is off')),
};

export interface StripeSyncOptions {
  secretKey: string | undefined;
  logger: Logger;
  /** SDK options; tests point `host`, `port` and `protocol` at a stand-in server. */
  stripeConfig?: Stripe.StripeConfig;
}

function isMissingResource(StripeSdk: typeof Stripe, error: unknown): boolean {
  return (
    error instanceof StripeSdk.errors.StripeInvalidRequestError &&
    (error.code === 'resource_missing' || error.statusCode === 404)
  );
}

/**
 * The Stripe sync, or the "off" one when no key is configured. Call once at start-up: the
 * "off" case is logged here, once, rather than on every product save.
 */
export function createStripeSync(options: StripeSyncOptions): CardPaymentSync {
  const { secretKey, logger } = options;
  if (!secretKey) {
    logger.info('card-payment sync is off (STRIPE_SECRET_KEY is not set); product saves skip it');
    return cardPaymentSyncOff;
  }
  // The SDK (~20 MB, ~90 ms to load) comes with the first product save, not at start.
  let sdk: Promise<{ StripeSdk: typeof Stripe; stripe: Stripe }> | undefined;
  const loadSdk = () =>
    (sdk ??= import('stripe').then(({ default: StripeSdk }) => ({
      StripeSdk,
      stripe: new StripeSdk(secretKey, {
        // Retried requests carry idempotency keys (added by the SDK), so a retry never
        // creates a second product or price.
        maxNetworkRetries: 2,
        timeout: 10_000,
        telemetry: false,
        ...options.stripeConfig,
      }),
    })));

  /** Gives the product a default price of `cents`, replacing (and archiving) a different one. */
  async function ensureDefaultPrice(
    stripe: Stripe,
    product: Stripe.Product,
    cents: number,
  ): Promise<void> {
    const current =
      typeof product.default_price === 'string'
        ? await stripe.prices.retrieve(product.default_price)
        : (product.default_price ?? null);
    if (
      current &&
      current.active &&
      current.unit_amount === cents &&
      current.currency === CURRENCY
    ) {
      return;
    }
    // Stripe prices cannot change amount: a new price becomes the default.
    const price = await stripe.prices.create({
      product: product.id,
      currency: CURRENCY,
      unit_amount: cents,
    });
    await stripe.products.update(product.id, { default_price: price.id });
    if (current?.active) await stripe.prices.update(current.id, { active: false });
  }

  return {
    enabled: true,

    async upsertProduct(product) {
      const { StripeSdk, stripe } = await loadSdk();
      const fields = {
        name: product.name,
        description: product.description,
        images: product.imageUrls.slice(0, STRIPE_MAX_IMAGES),
        active: product.active,
        metadata: { store_product_id: product.id },
      };
      if (product.stripeProductId) {
        try {
          const updated = await stripe.products.update(product.stripeProductId, {
            ...fields,
            expand: ['default_price'],
          });
          await ensureDefaultPrice(stripe, updated, product.priceCents);
          return updated.id;
        } catch (error) {
          if (!isMissingResource(StripeSdk, error)) throw error;
          logger.warn(
            { productId: product.id, stripeProductId: product.stripeProductId },
            'the Stripe product is gone; creating it again',
          );
        }
      }
      const created = await stripe.products.create({
        ...fields,
        default_price_data: { currency: CURRENCY, unit_amount: product.priceCents },
      });
      return created.id;
    },

    async archiveProduct(stripeProductId) {
      const { StripeSdk, stripe } = await loadSdk();
      try {
        await stripe.products.update(stripeProductId, { active: false });
      } catch (error) {
        if (!isMissingResource(StripeSdk, error)) throw error;
      }
    },
  };
}
