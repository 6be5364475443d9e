// Getting back into an account: "Forgot password?" on /auth, the e-mailed link (kept by the
// store without SMTP, read here through the owner's mail API), a new password that signs the
// shopper in, and the same answer for every address on /admin/login.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signInAsOwner } from './owner-session';

const RESET_LINK_SENT =
  'If an account exists for that address, we sent a link to reset the password.';
const OLD_PASSWORD = 'first-password';
const NEW_PASSWORD = 'second-password';

/** The reset link in the newest mail to `email`, read with the owner's session. */
async function resetLinkFor(request: APIRequestContext, email: string): Promise<string> {
  const newest = async () => {
    const response = await request.get('/api/admin/mail');
    const { mail } = (await response.json()) as { mail: { id: string; to: string }[] };
    return mail.find((message) => message.to === email) ?? null;
  };
  await expect.poll(newest).not.toBeNull();
  const { id } = (await newest())!;
  const detail = (await (await request.get(`/api/admin/mail/${id}`)).json()) as {
    mail: { subject: string; text: string };
  };
  expect(detail.mail.subject).toBe('Reset your CTK password');
  const link = /https?:\/\/[^\s"<>\]]+\/api\/auth\/reset-password\/[^\s"<>\]]+/.exec(
    detail.mail.text,
  );
  expect(link, 'the mail carries the reset link').not.toBeNull();
  return link![0];
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
}

test('a shopper resets a forgotten password through the e-mailed link', async ({
  page,
  request,
}) => {
  const email = `forgetful-${Date.now()}@example.com`;
  // The owner's session reads the mail the store kept (no SMTP on the test server).
  await signInAsOwner(request);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Frances Forgetful');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
  await page.getByLabel('Confirm Password').fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Account created! You're now logged in.")).toBeVisible();
  await signOut(page);

  // Forgot password? on the sign-in form, with the address already typed.
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectNoSeriousViolations(page, 'the forgot-password form');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_LINK_SENT })).toBeVisible();

  await page.goto(await resetLinkFor(request, email));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill('something-else');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expectNoSeriousViolations(page, 'the reset page');
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();

  // Signed in at once.
  await expect(page.getByText("Your password has been reset. You're now signed in.")).toBeVisible();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);

  // The old password is gone; the new one signs in later.
  await signIn(page, email, OLD_PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/auth');
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL('/');

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(await resetLinkFor(request, email));
  await expect(page.getByRole('alert')).toContainText('This reset link has expired');
  await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
});

test('Admin Access answers "Forgot password?" the same for an address without an account', async ({
  page,
}) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(`no-account-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_LINK_SENT })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});
