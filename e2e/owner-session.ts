// The owner's session for journeys that need the back office's API before its screens exist
// in the test, e.g. to start a promotion. The first caller signs the owner up.
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_OWNER_EMAIL, E2E_OWNER_SETUP_CODE } from '../playwright.config';

export const E2E_OWNER_PASSWORD = 'owner-password';

export async function signInAsOwner(request: APIRequestContext): Promise<void> {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: E2E_OWNER_EMAIL, password: E2E_OWNER_PASSWORD },
  });
  if (signIn.ok()) return;
  const signUp = await request.post('/api/auth/sign-up/email', {
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
