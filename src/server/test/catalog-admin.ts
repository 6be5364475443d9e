// Test helper: the owner's catalogue API (products and collections tests), and a valid product
// to send it, changed field by field in the tests.
import { expect } from 'vitest';
import { ProductSchema, type Product } from '../../shared/catalog/product.schema';
import type { TestApp } from './test-app';

/** Names collections NBA and WNBA, which the tests' stores hold. */
export const validProduct = {
  name: '  Faith Over Fear Tee  ',
  priceCents: 3499,
  description: 'Heavyweight cotton tee.',
  collections: ['NBA', 'WNBA'],
  sizes: ['S', 'M', 'L'],
  colors: ['Black', 'White'],
  inStock: true,
  featuredInCollections: ['NBA'],
  images: [
    { url: '/uploads/product-images/abc-w1600.webp', color: 'Black' },
    { url: 'https://cdn.example.com/tee.jpg', color: null },
  ],
};

/**
 * Requests as the owner and as a shopper. `session` gives the file's app and the owner's
 * cookie, which its `beforeAll` sets.
 */
export function catalogRequests(session: () => { t: TestApp; owner: string }) {
  const admin = (method: string, url: string, body?: unknown) => {
    const { t, owner } = session();
    return t.request(method, `/api/admin${url}`, {
      cookie: owner,
      ...(body !== undefined ? { body } : {}),
    });
  };

  async function createProduct(body: unknown = validProduct): Promise<Product> {
    const response = await admin('POST', '/products', body);
    expect(response.status).toBe(201);
    return ProductSchema.parse(((await response.json()) as { product: unknown }).product);
  }

  async function storefrontProduct(id: string): Promise<Product> {
    const response = await session().t.request('GET', `/api/products/${id}`);
    expect(response.status).toBe(200);
    return ProductSchema.parse(((await response.json()) as { product: unknown }).product);
  }

  return { admin, createProduct, storefrontProduct };
}
