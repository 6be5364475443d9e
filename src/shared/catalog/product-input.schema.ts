// The owner's product form (admin §2 "Product form", §5 "Product"), checked in the browser
// and again by the server. The spec only says which fields are required; the wording of
// these messages is ours.
import { z } from 'zod';
import { safeText } from '../text/safe-text';

export const PRODUCT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 200 characters',
  priceRequired: 'Price is required',
  priceWholeCents: 'Price must be in whole cents',
  priceMin: 'Price must be 0 or more',
  priceMax: 'Price must be at most $1,000,000.00',
  descriptionRequired: 'Description is required',
  descriptionTooLong: 'Description must be at most 5000 characters',
  collectionsRequired: 'Choose at least one collection',
  sizeEmpty: 'A size cannot be empty',
  colorEmpty: 'A colour cannot be empty',
  imageUrl: 'Images must be uploaded files or http(s) links',
  tooManyImages: 'A product can have at most 30 images',
  featuredNotChosen: 'Featured collections must be among the chosen collections',
} as const;

/** Server-side check: every collection named must exist in the collections table. */
export const unknownCollectionMessage = (name: string) => `Unknown collection: ${name}`;
export const duplicateSizeMessage = (size: string) => `Duplicate size: ${size}`;
export const duplicateColorMessage = (color: string) => `Duplicate colour: ${color}`;
export const imageColorMessage = (color: string) =>
  `Image colour ${color} is not one of the product's colours`;

export const MAX_PRODUCT_IMAGES = 30;
/** $1,000,000.00: far above any garment, far below the integer column's limit. */
export const MAX_PRICE_CENTS = 100_000_000;

const UPLOADED_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** A URL our upload endpoints returned (`/uploads/...`) or any http(s) address. */
export function isStoredImageUrl(value: string): boolean {
  if (UPLOADED_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const StoredImageUrlSchema = safeText('Image', {
  required: PRODUCT_MESSAGES.imageUrl,
  invalid: PRODUCT_MESSAGES.imageUrl,
})
  .trim()
  .max(2000, PRODUCT_MESSAGES.imageUrl)
  .refine(isStoredImageUrl, PRODUCT_MESSAGES.imageUrl);

/** An image as saved and answered. */
export const ProductImageSchema = z.object({
  url: z.string().min(1),
  color: z.string().nullable(),
});

/** Older entries may be plain URL strings (spec §3); they become images without a colour. */
export const ProductImageInputSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { url: value, color: null } : value),
  z.object({
    url: StoredImageUrlSchema,
    color: safeText('Image colour')
      .trim()
      .max(50)
      .nullish()
      .transform((value) => value || null),
  }),
);

/** Collection names. A single value is treated as a one-item list (spec §3); repeats are dropped. */
const nameList = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(
        safeText('Collection name', { required: message }).trim().min(1, message).max(100),
        message,
      )
      .max(50)
      .transform((names) => [...new Set(names)]),
  );

/** Trimmed, non-empty, no repeats ignoring case ("Black" and "black" are one colour). */
const optionList = (
  label: string,
  emptyMessage: string,
  duplicateMessage: (value: string) => string,
) =>
  z
    .array(safeText(label, { required: emptyMessage }).trim().min(1, emptyMessage).max(50))
    .max(50)
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      for (const value of values) {
        const key = value.toLowerCase();
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', message: duplicateMessage(value) });
          return;
        }
        seen.add(key);
      }
    });

/**
 * One field of the product form: `input` checks what the form sends (in the browser and again
 * on the server), `output` is what the API answers for it, the input's parsed value.
 */
function field<Input extends z.ZodType, Output extends z.ZodType<z.output<Input>>>(
  input: Input,
  output: Output,
) {
  return { input, output };
}

/**
 * The fields of a product the owner edits, written once: the input and output schemas, the
 * table's columns, the saved row, the API's product, the admin form's values and its draft
 * are built from this list or checked against it by the type checker. How to add one:
 * docs/decisions/052-one-product-field-list.md. In the form's order: when several fields are
 * wrong, the API's message is the first one's.
 */
export const PRODUCT_FIELDS = {
  name: field(
    safeText('Name', { required: PRODUCT_MESSAGES.nameRequired })
      .trim()
      .min(1, PRODUCT_MESSAGES.nameRequired)
      .max(200, PRODUCT_MESSAGES.nameTooLong),
    z.string(),
  ),
  /**
   * Base price in cents (sizes S-XL). The form takes dollars (step 0.01) and sends cents:
   * `dollarsToCents` in src/shared/format/money.
   */
  priceCents: field(
    z
      .number(PRODUCT_MESSAGES.priceRequired)
      .int(PRODUCT_MESSAGES.priceWholeCents)
      .min(0, PRODUCT_MESSAGES.priceMin)
      .max(MAX_PRICE_CENTS, PRODUCT_MESSAGES.priceMax),
    z.number().int().nonnegative(),
  ),
  description: field(
    safeText('Description', { multiline: true, required: PRODUCT_MESSAGES.descriptionRequired })
      .trim()
      .min(1, PRODUCT_MESSAGES.descriptionRequired)
      .max(5000, PRODUCT_MESSAGES.descriptionTooLong),
    z.string(),
  ),
  collections: field(
    nameList(PRODUCT_MESSAGES.collectionsRequired).pipe(
      z.array(z.string()).min(1, PRODUCT_MESSAGES.collectionsRequired),
    ),
    z.array(z.string()),
  ),
  sizes: field(
    optionList('Size', PRODUCT_MESSAGES.sizeEmpty, duplicateSizeMessage).default([]),
    z.array(z.string()),
  ),
  colors: field(
    optionList('Colour', PRODUCT_MESSAGES.colorEmpty, duplicateColorMessage).default([]),
    z.array(z.string()),
  ),
  inStock: field(z.boolean().default(true), z.boolean()),
  featuredInCollections: field(
    nameList(PRODUCT_MESSAGES.featuredNotChosen).default([]),
    z.array(z.string()),
  ),
  /** In order; the first is the main image. */
  images: field(
    z
      .array(ProductImageInputSchema)
      .max(MAX_PRODUCT_IMAGES, PRODUCT_MESSAGES.tooManyImages)
      .default([]),
    z.array(ProductImageSchema),
  ),
};
export type ProductFieldName = keyof typeof PRODUCT_FIELDS;
export const PRODUCT_FIELD_NAMES = Object.keys(PRODUCT_FIELDS) as ProductFieldName[];

type ProductFieldShape<Part extends 'input' | 'output'> = {
  [Name in ProductFieldName]: (typeof PRODUCT_FIELDS)[Name][Part];
};

/** The fields' schemas as a zod object shape: `input` for the form's body, `output` for the API's product. */
export function productFieldShape<Part extends 'input' | 'output'>(
  part: Part,
): ProductFieldShape<Part> {
  return Object.fromEntries(
    PRODUCT_FIELD_NAMES.map((name) => [name, PRODUCT_FIELDS[name][part]]),
  ) as ProductFieldShape<Part>;
}

/** `source`'s values of the keys `names`, in that order. */
export function pickFields<T, K extends keyof T>(source: T, names: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const name of names) picked[name] = source[name];
  return picked;
}

export const ProductInputSchema = z
  .object(productFieldShape('input'))
  .superRefine((product, ctx) => {
    if (product.featuredInCollections.some((name) => !product.collections.includes(name))) {
      ctx.addIssue({
        code: 'custom',
        message: PRODUCT_MESSAGES.featuredNotChosen,
        path: ['featuredInCollections'],
      });
    }
    const colors = new Set(product.colors);
    const image = product.images.find((entry) => entry.color !== null && !colors.has(entry.color));
    if (image?.color) {
      ctx.addIssue({ code: 'custom', message: imageColorMessage(image.color), path: ['images'] });
    }
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;
/** What the form holds before parsing (defaults not yet applied). */
export type ProductInputDraft = z.input<typeof ProductInputSchema>;
