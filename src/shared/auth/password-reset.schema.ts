// "Forgot password?" and the page its e-mailed link opens: the same rules in the browser's
// forms and in the server's routes (src/server/auth/password-reset.routes.ts).
import { z } from 'zod';
import { accountEmail } from './account-fields.schema';
import { PASSWORD_MIN_LENGTH } from './auth.schema';

/** better-auth's own maximum; a longer one would be refused by it anyway. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RESET_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  mismatch: 'Passwords do not match',
} as const;

/** POST /api/auth/request-password-reset: only the address; the server picks the link's page. */
export const PasswordResetRequestSchema = z.object({ email: accountEmail });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** POST /api/auth/reset-password: the token from the e-mailed link and the new password. */
export const PasswordResetSchema = z.object({
  // better-auth's tokens are letters and digits; anything else never reaches the database.
  token: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'This reset link is not valid.'),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGES.tooShort)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_RESET_MESSAGES.tooLong),
});
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** The reset page's form: the new password twice. */
export const NewPasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, PASSWORD_RESET_MESSAGES.tooShort)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_RESET_MESSAGES.tooLong),
    confirmPassword: z.string(),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: PASSWORD_RESET_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof NewPasswordFormSchema>;

/** Where the e-mailed link lands (the storefront's reset page, paths.resetPassword). */
export const PASSWORD_RESET_PAGE = '/reset-password';

/** POST /api/auth/send-verification-email: the address to confirm; the server picks the link's page. */
export const VerificationEmailRequestSchema = z.object({ email: accountEmail });
