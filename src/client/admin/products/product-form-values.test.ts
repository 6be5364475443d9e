import { describe, expect, it } from 'vitest';
import {
  ProductInputSchema,
  type ProductInput,
} from '../../../shared/catalog/product-input.schema';
import type { Product } from '../../../shared/catalog/product.schema';
import {
  blankProductValues,
  productFormValues,
  productResolver,
  type ProductFormValues,
} from './product-form-values';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const check = (values: ProductFormValues) => productResolver(values, undefined, options);

const filled = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...blankProductValues(),
  name: ' Light in the Dark Tee ',
  price: '34.99',
  description: 'Heavyweight cotton.',
  collections: ['Halloween'],
  images: [
    { url: '/uploads/product-images/a-w1600.webp', color: 'Black' },
    { url: '/uploads/product-images/b-w1600.webp', color: '' },
  ],
  ...overrides,
});

/** Every field of the form set, none at its default. */
const saved: Product = {
  id: '6c1f0a52-5b0e-4d9b-a7f3-6a3f3c1e2b10',
  name: 'Every Field Tee',
  description: 'Soft.',
  priceCents: 1999,
  imageUrl: '/uploads/product-images/a-w1600.webp',
  images: [
    { url: '/uploads/product-images/a-w1600.webp', color: 'Navy' },
    { url: 'https://cdn.example.com/b.jpg', color: null },
  ],
  collections: ['NBA', 'Halloween'],
  sizes: ['XS', 'M'],
  colors: ['Navy', 'Cream'],
  inStock: false,
  featuredInCollections: ['Halloween'],
  createdAt: '2026-11-22T12:00:00.000Z',
};

describe('product form values', () => {
  it('starts with the spec defaults: six sizes, five colours, in stock', () => {
    expect(blankProductValues()).toMatchObject({
      sizes: ['S', 'M', 'L', 'XL', '2XL', '3XL'],
      colors: ['Black', 'White', 'Vintage Black', 'Cream', 'Navy'],
      inStock: true,
    });
  });

  it('sends the schema body: cents, trimmed text, "no colour" as null', async () => {
    const result = await check(filled());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: 'Light in the Dark Tee',
      priceCents: 3499,
      images: [
        { url: '/uploads/product-images/a-w1600.webp', color: 'Black' },
        { url: '/uploads/product-images/b-w1600.webp', color: null },
      ],
    });
  });

  it('reads prices that floating point cannot hold exactly', async () => {
    expect((await check(filled({ price: '19.99' }))).values).toMatchObject({ priceCents: 1999 });
    expect((await check(filled({ price: '0.29' }))).values).toMatchObject({ priceCents: 29 });
  });

  it("shows the schema's price messages under the price", async () => {
    expect((await check(filled({ price: '' }))).errors.price?.message).toBe('Price is required');
    expect((await check(filled({ price: '12.345' }))).errors.price?.message).toBe(
      'Price must be in whole cents',
    );
    expect((await check(filled({ price: '-1' }))).errors.price?.message).toBe(
      'Price must be 0 or more',
    );
  });

  it('refuses an image colour the product does not offer', async () => {
    const result = await check(
      filled({ images: [{ url: '/uploads/product-images/a-w1600.webp', color: 'Orange' }] }),
    );
    expect(result.errors.images?.message).toBe(
      "Image colour Orange is not one of the product's colours",
    );
  });

  it('turns a saved product back into form values', () => {
    expect(productFormValues(saved)).toMatchObject({
      price: '19.99',
      images: [
        { url: '/uploads/product-images/a-w1600.webp', color: 'Navy' },
        { url: 'https://cdn.example.com/b.jpg', color: '' },
      ],
      inStock: false,
    });
  });

  it('sends every field of a loaded product back as it was', async () => {
    const result = await check(productFormValues(saved));
    expect(result.errors).toEqual({});
    const sent = result.values as ProductInput;
    for (const field of Object.keys(ProductInputSchema.shape) as (keyof ProductInput)[]) {
      expect(sent[field], field).toEqual(saved[field]);
    }
  });
});
