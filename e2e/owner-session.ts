// The owner's session for journeys that need the back office's API before its screens exist
// in the test, e.g. to start a promotion. The first caller signs the owner up.
import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_OWNER_EMAIL, E2E_OWNER_SETUP_CODE } from '../playwright.config';

export const E2E_OWNER_PASSWORD = 'owner-password';

/**
 * The address this journey's setup sign-ins come from. Sign-ins and sign-ups are limited per
 * client address (30 and 10 a window), and the whole suite runs from one machine: the e2e
 * server trusts X-Forwarded-For (playwright.config.ts), so each journey's owner set-up counts
 * as its own visitor and the journeys' own form sign-ins keep the limits a shopper meets.
 */
function setupAddress(): Record<string, string> {
  const digest = createHash('sha256').update(test.info().testId).digest();
  return { 'X-Forwarded-For': `198.18.${digest[0]}.${digest[1]}` };
}

export async function signInAsOwner(request: APIRequestContext): Promise<void> {
  const headers = setupAddress();
  const signIn = await request.post('/api/auth/sign-in/email', {
    headers,
    data: { email: E2E_OWNER_EMAIL, password: E2E_OWNER_PASSWORD },
  });
  if (signIn.ok()) return;
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: {
      email: E2E_OWNER_EMAIL,
      password: E2E_OWNER_PASSWORD,
      name: 'Store Owner',
      // The server's setup code proves this is the owner (README, "Becoming the owner").
      setupCode: E2E_OWNER_SETUP_CODE,
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
}

/**
 * Makes sure the owner's account exists without signing in, for a journey that signs in through
 * the form: sign-ins from one address are limited, and journeys follow closely.
 */
export async function ensureOwnerAccount(request: APIRequestContext): Promise<void> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: setupAddress(),
    data: {
      email: E2E_OWNER_EMAIL,
      password: E2E_OWNER_PASSWORD,
      name: 'Store Owner',
      // The server's setup code proves this is the owner (README, "Becoming the owner").
      setupCode: E2E_OWNER_SETUP_CODE,
    },
  });
  if (signUp.ok()) return;
  const body = (await signUp.json()) as { code?: string };
  expect(body.code, 'the owner account exists already').toBe(
    'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  );
}
