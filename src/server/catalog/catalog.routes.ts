import { Hono } from 'hono';
import { ProductIdParamSchema, ProductListQuerySchema } from '../../shared/catalog/product.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import { getProduct, listCollections, listProducts } from './catalog.service';

export function catalogRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/products', validate('query', ProductListQuerySchema), async (c) => {
      const { collection } = c.req.valid('query');
      return c.json({ products: await listProducts(db, { collection }) });
    })
    .get('/products/:id', validate('param', ProductIdParamSchema), async (c) => {
      const product = await getProduct(db, c.req.valid('param').id);
      if (!product) throw notFound('Product not found.');
      return c.json({ product });
    })
    .get('/collections', async (c) => c.json({ collections: await listCollections(db) }));
}
