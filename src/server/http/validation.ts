// zod validation for every body, query and path parameter, answering 400 with the first
// issue's message (the spec's wording lives in the shared schemas).
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { isJsonContentType, JSON_BODY_REQUIRED } from './cross-site-writes';
import { errorBody } from './errors';

/** zod's own wording ("Invalid input: expected string, received undefined"), not a schema's message. */
const isZodDefault = (message: string) => message.startsWith('Invalid input');

/**
 * zValidator with our 400 answer. Its return type is left to inference on purpose: zValidator's
 * typed middleware carries the schema's input type into the route, and from there to the typed
 * client (`hc<AppType>` in src/client/lib/api.ts) and the test client.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    // Hono reads a body of any other type, or none, as `{}`: a schema with optional fields
    // would take it, so a form (or a bodiless request) could pass for JSON (cross-site-writes.ts).
    if (target === 'json' && !isJsonContentType(c.req.header('content-type'))) {
      return c.json(errorBody('unsupported_media_type', JSON_BODY_REQUIRED), 415);
    }
    if (!result.success) {
      const issue = result.error.issues[0];
      const field = issue?.path.join('.');
      const message =
        issue === undefined
          ? 'The request is not valid.'
          : issue.code === 'invalid_type' &&
              issue.input === undefined &&
              field &&
              isZodDefault(issue.message)
            ? `${field} is required`
            : issue.message;
      return c.json(errorBody('invalid_request', message), 400);
    }
  });
}
