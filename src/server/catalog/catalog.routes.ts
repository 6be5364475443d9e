import { Hono } from 'hono';
import { ProductIdParamSchema, ProductListQuerySchema } from '../../shared/catalog/product.schema';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { notFound } from '../http/errors';
import { revalidate } from '../http/caching';
import { validate } from '../http/validation';
import {
  getProduct,
  listBestSellers,
  listCollectionNamesInStock,
  listCollections,
  listNewArrivals,
  listProducts,
} from './catalog.service';

export function catalogRoutes(db: Db) {
  return new Hono<AppEnv>()
    .use('/products', revalidate)
    .use('/products/*', revalidate)
    .use('/collections', revalidate)
    .get('/products', validate('query', ProductListQuerySchema), async (c) => {
      const { collection } = c.req.valid('query');
      return c.json({ products: await listProducts(db, { collection }) });
    })
    .get('/products/new-arrivals', async (c) => c.json({ products: await listNewArrivals(db) }))
    .get('/products/best-sellers', async (c) => c.json({ products: await listBestSellers(db) }))
    .get('/products/collection-names', async (c) =>
      c.json({ names: await listCollectionNamesInStock(db) }),
    )
    .get('/products/:id', validate('param', ProductIdParamSchema), async (c) => {
      const product = await getProduct(db, c.req.valid('param').id);
      if (!product) throw notFound('Product not found.');
      return c.json({ product });
    })
    .get('/collections', async (c) => c.json({ collections: await listCollections(db) }));
}
