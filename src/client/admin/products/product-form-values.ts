import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  pickFields,
  PRODUCT_FIELD_NAMES,
  productFieldShape,
  ProductInputSchema,
  type ProductFieldName,
  type ProductInput,
  type ProductInputDraft,
} from '../../../shared/catalog/product-input.schema';
import type { Product } from '../../../shared/catalog/product.schema';
import { schemaResolver } from '../common/schema-resolver';

// Spec admin §5 "Product": the form's defaults and quick-select lists.
export const DEFAULT_SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
export const DEFAULT_COLORS = ['Black', 'White', 'Vintage Black', 'Cream', 'Navy'];
export const QUICK_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'];
export const QUICK_COLORS = [
  'Black',
  'White',
  'Grey',
  'Navy',
  'Red',
  'Blue',
  'Green',
  'Cream',
  'Vintage Black',
  'Charcoal',
];

export const ProductImageValueSchema = z.object({
  url: z.string(),
  /** '' for "No colour assigned": a <select> value cannot be null. */
  color: z.string(),
});
export type ProductImageValue = z.infer<typeof ProductImageValueSchema>;

/** The fields the form holds as the API takes them; the other two are converted below. */
type HeldAsSent = Exclude<ProductFieldName, 'priceCents' | 'images'>;
const HELD_AS_SENT = PRODUCT_FIELD_NAMES.filter(
  (name): name is HeldAsSent => name !== 'priceCents' && name !== 'images',
);

/**
 * What the form holds, and what a draft read back from browser storage must match: every field
 * of the product form (PRODUCT_FIELDS), the price as typed, in dollars.
 */
export const ProductFormValuesSchema = z.object({
  ...pickFields(productFieldShape('output'), HELD_AS_SENT),
  price: z.string(),
  images: z.array(ProductImageValueSchema),
});
export type ProductFormValues = z.infer<typeof ProductFormValuesSchema>;

export function blankProductValues(): ProductFormValues {
  return {
    name: '',
    price: '',
    description: '',
    collections: [],
    sizes: [...DEFAULT_SIZES],
    colors: [...DEFAULT_COLORS],
    inStock: true,
    featuredInCollections: [],
    images: [],
  };
}

export function productFormValues(product: Product): ProductFormValues {
  return {
    // A copy: the form's arrays are not the cached product's.
    ...structuredClone(pickFields(product, HELD_AS_SENT)),
    price: (product.priceCents / 100).toFixed(2),
    images: product.images.map((image) => ({ url: image.url, color: image.color ?? '' })),
  };
}

/**
 * Dollars as typed to cents. Not `dollarsToCents`, which answers null for anything it cannot
 * read: here the schema must see the number to say what is wrong with it ("12.345" is not in
 * whole cents, "-5" is below 0); empty stays undefined, for "Price is required".
 */
function priceCents(price: string): number | undefined {
  const text = price.replace(/[$,\s]/g, '');
  if (text === '') return undefined;
  const cents = Number(text) * 100;
  // Floating point: 19.99 * 100 is 1998.9999999999998, which is still a whole number of cents.
  return Math.abs(cents - Math.round(cents)) < 1e-6 ? Math.round(cents) : cents;
}

export function toProductInputDraft(values: ProductFormValues): ProductInputDraft {
  return {
    ...pickFields(values, HELD_AS_SENT),
    priceCents: priceCents(values.price) as number,
    images: values.images.map((image) => ({ url: image.url, color: image.color || null })),
  };
}

const checkWithSchema = schemaResolver<ProductFormValues, ProductInput>(
  ProductInputSchema,
  toProductInputDraft,
);

/**
 * Validates with the server's own schema (ProductInputSchema) and shows its `priceCents`
 * messages under the price the owner typed.
 */
export const productResolver: Resolver<ProductFormValues, unknown, ProductInput> = async (
  values,
  context,
  options,
) => {
  const result = await checkWithSchema(values, context, options);
  if (Object.keys(result.errors).length === 0) return result;
  const { priceCents: priceError, ...errors } = result.errors as FieldErrors<
    ProductFormValues & { priceCents: number }
  >;
  return { values: {}, errors: priceError ? { ...errors, price: priceError } : errors };
};
