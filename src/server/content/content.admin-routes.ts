import { Hono } from 'hono';
import {
  ShowcaseActiveSchema,
  ShowcaseInputSchema,
  SizeChartInputSchema,
} from '../../shared/content/content-input.schema';
import { IdParamSchema } from '../../shared/http/id-param.schema';
import type { AppEnv } from '../app-env';
import { notFound } from '../http/errors';
import { validate } from '../http/validation';
import {
  createShowcase,
  deleteShowcase,
  listAllShowcases,
  listShowcaseProducts,
  saveSizeChart,
  setHeroVideo,
  setShowcaseActive,
  updateShowcase,
} from './content.admin.service';
import { getHero, getSizeChart } from './content.service';
import type { Services } from '../services';

const SHOWCASE_NOT_FOUND = 'Showcase not found.';

export type ContentAdminDeps = Pick<Services, 'db' | 'files' | 'clock'>;

/**
 * Hero video, featured showcases and size chart, for the owner (mounted behind
 * requireAdmin). The hero video upload itself is in uploads/uploads.admin-routes.ts.
 */
export function contentAdminRoutes({ db, files, clock }: ContentAdminDeps) {
  return new Hono<AppEnv>()
    .get('/hero', async (c) => c.json({ hero: await getHero(db) }))
    .delete('/hero/video', async (c) =>
      c.json({ hero: await setHeroVideo(db, files, null, clock()) }),
    )
    .get('/showcases', async (c) => c.json({ showcases: await listAllShowcases(db) }))
    .get('/showcases/products', async (c) => c.json({ products: await listShowcaseProducts(db) }))
    .post('/showcases', validate('json', ShowcaseInputSchema), async (c) =>
      c.json({ showcase: await createShowcase(db, c.req.valid('json'), clock()) }, 201),
    )
    .put(
      '/showcases/:id',
      validate('param', IdParamSchema),
      validate('json', ShowcaseInputSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const showcase = await updateShowcase(db, id, c.req.valid('json'), clock());
        if (!showcase) throw notFound(SHOWCASE_NOT_FOUND);
        return c.json({ showcase });
      },
    )
    .patch(
      '/showcases/:id/active',
      validate('param', IdParamSchema),
      validate('json', ShowcaseActiveSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const showcase = await setShowcaseActive(db, id, c.req.valid('json').isActive, clock());
        if (!showcase) throw notFound(SHOWCASE_NOT_FOUND);
        return c.json({ showcase });
      },
    )
    .delete('/showcases/:id', validate('param', IdParamSchema), async (c) => {
      if (!(await deleteShowcase(db, c.req.valid('param').id))) throw notFound(SHOWCASE_NOT_FOUND);
      return c.body(null, 204);
    })
    .get('/size-chart', async (c) => c.json({ sizeChart: await getSizeChart(db) }))
    .put('/size-chart', validate('json', SizeChartInputSchema), async (c) =>
      c.json({ sizeChart: await saveSizeChart(db, c.req.valid('json'), clock()) }),
    );
}
