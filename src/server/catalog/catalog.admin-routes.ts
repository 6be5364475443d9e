import { Hono } from 'hono';
import { CollectionInputSchema } from '../../shared/catalog/collection-input.schema';
import { ProductInputSchema } from '../../shared/catalog/product-input.schema';
import { ProductIdParamSchema } from '../../shared/catalog/product.schema';
import { AdminProductListQuerySchema } from '../../shared/catalog/search.schema';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import type { AppEnv } from '../app-env';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import {
  createProduct,
  deleteProduct,
  listAllProducts,
  updateProduct,
} from './catalog.admin.service';
import { getProduct, listCollections, toProduct } from './catalog.service';
import { createCollection, deleteCollection, updateCollection } from './collections.admin.service';
import { searchProducts } from './search.service';
import type { Services } from '../services';

const PRODUCT_NOT_FOUND = 'Product not found.';
const COLLECTION_NOT_FOUND = 'Collection not found.';

export type CatalogAdminDeps = Pick<Services, 'db' | 'clock' | 'cardSync'>;

/** Products and collections, for the owner (mounted behind requireAdmin). */
export function catalogAdminRoutes({ db, clock, cardSync }: CatalogAdminDeps) {
  return (
    new Hono<AppEnv>()
      // With `q`, the storefront's search over every product: sold out ones last, no limit.
      .get('/products', validate('query', AdminProductListQuerySchema), async (c) => {
        const { q } = c.req.valid('query');
        return c.json({
          products: q ? (await searchProducts(db, q, null)).products : await listAllProducts(db),
        });
      })
      .get('/products/:id', validate('param', ProductIdParamSchema), async (c) => {
        const product = await getProduct(db, c.req.valid('param').id);
        if (!product) throw notFound(PRODUCT_NOT_FOUND);
        return c.json({ product });
      })
      .post('/products', validate('json', ProductInputSchema), async (c) => {
        const row = await createProduct(db, c.req.valid('json'), clock());
        await cardSync.afterSave(row.id);
        return c.json({ product: toProduct(row) }, 201);
      })
      .put(
        '/products/:id',
        validate('param', ProductIdParamSchema),
        validate('json', ProductInputSchema),
        async (c) => {
          const row = await updateProduct(
            db,
            c.req.valid('param').id,
            c.req.valid('json'),
            clock(),
          );
          if (!row) throw notFound(PRODUCT_NOT_FOUND);
          await cardSync.afterSave(row.id);
          return c.json({ product: toProduct(row) });
        },
      )
      .delete('/products/:id', validate('param', ProductIdParamSchema), async (c) => {
        const row = await deleteProduct(db, c.req.valid('param').id);
        if (!row) throw notFound(PRODUCT_NOT_FOUND);
        await cardSync.afterDelete(row);
        return c.body(null, 204);
      })
      .get('/collections', async (c) => c.json({ collections: await listCollections(db) }))
      .post('/collections', validate('json', CollectionInputSchema), async (c) =>
        c.json({ collection: await createCollection(db, c.req.valid('json')) }, 201),
      )
      .put(
        '/collections/:id',
        validate('param', IdParamSchema),
        validate('json', CollectionInputSchema),
        async (c) => {
          const { id } = c.req.valid('param');
          const collection = await updateCollection(db, id, c.req.valid('json'), clock());
          if (!collection) throw notFound(COLLECTION_NOT_FOUND);
          return c.json({ collection });
        },
      )
      .delete('/collections/:id', validate('param', IdParamSchema), async (c) => {
        if (!(await deleteCollection(db, c.req.valid('param').id, clock())))
          throw notFound(COLLECTION_NOT_FOUND);
        return c.body(null, 204);
      })
  );
}
