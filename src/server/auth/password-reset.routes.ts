// "Forgot password?" and the page its link opens, in front of better-auth's own endpoints:
// limits per client and per address, one answer whether or not the address has an account,
// and a signed-in browser once the new password is set.
import { Hono } from 'hono';
import {
  PasswordResetRequestSchema,
  PasswordResetSchema,
  PASSWORD_RESET_PAGE,
} from '../../shared/auth/password-reset.schema';
import type { AppEnv } from '../app-env';
import { clientAddress } from '../http/client-address';
import { badRequest } from '../http/errors';
import { enforceLimit, type RateLimiters } from '../http/rate-limits';
import type { Auth } from './auth';
import { accountKey, forward, readBody } from './forward';
import { resetTokenHolder } from './password-reset.service';

export interface PasswordResetRouteDeps {
  limits: Pick<
    RateLimiters,
    'authOtherPerClient' | 'passwordResetPerRecipient' | 'signInFailuresPerAccount'
  >;
  trustProxy: boolean;
}

export function passwordResetRoutes(auth: Auth, deps: PasswordResetRouteDeps) {
  const { limits } = deps;
  return new Hono<AppEnv>()
    .post('/request-password-reset', async (c) => {
      await enforceLimit(c, limits.authOtherPerClient, clientAddress(c, deps.trustProxy));
      const parsed = PasswordResetRequestSchema.safeParse(await readBody(c));
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid email');
      // Counted for every address asked, with or without an account, so a 429 tells nothing
      // about who has one; better-auth's answer is the same for both.
      await enforceLimit(c, limits.passwordResetPerRecipient, accountKey(parsed.data.email));
      return forward(auth, c, { email: parsed.data.email, redirectTo: PASSWORD_RESET_PAGE });
    })
    .post('/reset-password', async (c) => {
      await enforceLimit(c, limits.authOtherPerClient, clientAddress(c, deps.trustProxy));
      const parsed = PasswordResetSchema.safeParse(await readBody(c));
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
      const { token, newPassword } = parsed.data;
      // Read before better-auth uses the token up: whose password this sets.
      const holder = await resetTokenHolder(auth, token);
      const reset = await forward(auth, c, { token, newPassword });
      if (!reset.ok || !holder) return reset;

      // better-auth ended every session of the account; this browser gets a new one, by the
      // ordinary sign-in with the password it just set.
      await limits.signInFailuresPerAccount.reset(accountKey(holder.email));
      const signedIn = await auth.api.signInEmail({
        body: { email: holder.email, password: newPassword },
        headers: c.req.raw.headers,
        asResponse: true,
      });
      const answer = new Response(reset.body, reset);
      for (const cookie of signedIn.headers.getSetCookie())
        answer.headers.append('set-cookie', cookie);
      return answer;
    });
}
