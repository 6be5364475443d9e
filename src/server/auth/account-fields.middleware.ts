// Checks the account fields of better-auth's sign-up and update-user requests against the
// shared schema before better-auth stores anything (better-auth bounds neither the e-mail's
// nor the name's length, and takes an avatar URL of any size).
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { ZodType } from 'zod';
import {
  SignUpRequestSchema,
  UpdateUserRequestSchema,
} from '../../shared/auth/account-fields.schema';

const SCHEMAS: Record<string, ZodType> = {
  '/sign-up/email': SignUpRequestSchema,
  '/update-user': UpdateUserRequestSchema,
};

export const accountFieldsGuard = createAuthMiddleware(async (ctx) => {
  const schema = Object.hasOwn(SCHEMAS, ctx.path) ? SCHEMAS[ctx.path] : undefined;
  if (!schema) return;
  const result = schema.safeParse(ctx.body ?? {});
  if (!result.success) {
    throw new APIError('BAD_REQUEST', {
      code: 'INVALID_ACCOUNT_FIELDS',
      message: result.error.issues[0]?.message ?? 'The request is not valid.',
    });
  }
});
