import { z } from 'zod';

/** `:id` path parameters of rows keyed by UUID. */
export const IdParamSchema = z.object({ id: z.uuid('Not a valid id') });
