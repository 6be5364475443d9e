import { z } from 'zod';

/** Every error leaves the server in this shape, with a 4xx status for what the caller can fix. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
