import { expect, test, type APIRequestContext } from '@playwright/test';
import { placeCashAppOrder, toPaymentStep } from './checkout-steps';
import { signInAsOwner } from './owner-session';

// A guest's earlier order joins Order History once the shopper signs up with the same address
// and confirms it (issue 13); before that, the account page says why it is missing.

/** The link of the address confirmation mailed to `email`, read through the owner's mail API. */
async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  const find = async () => {
    const response = await request.get('/api/admin/mail');
    const { mail } = (await response.json()) as {
      mail: { id: string; to: string; subject: string }[];
    };
    return mail.find((message) => message.to === email && /^Confirm your/.test(message.subject));
  };
  await expect.poll(find).toBeTruthy();
  const { id } = (await find())!;
  const detail = (await (await request.get(`/api/admin/mail/${id}`)).json()) as {
    mail: { text: string };
  };
  return /https?:\/\/\S+\/api\/auth\/verify-email\?[^\s)\]]+/.exec(detail.mail.text)![0];
}

test('a guest order shows in Order History once the new account confirms its address', async ({
  page,
  request,
}) => {
  const email = `was-guest-${Date.now()}@example.com`;

  await toPaymentStep(page, email);
  const orderNumber = await placeCashAppOrder(page);

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full Name').fill('Grace Guest');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret-password');
  await page.getByLabel('Confirm Password').fill('secret-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/');

  // Unconfirmed, the address proves nothing: the order is not listed, and the page says why.
  await page.goto('/account');
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  await expect(page.getByText(`Ordered as a guest with ${email}?`)).toBeVisible();

  await signInAsOwner(request);
  await page.goto(await confirmationLink(request, email));
  await expect(page).toHaveURL('/account');
  await expect(
    page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: new RegExp(orderNumber) }),
  ).toBeVisible();
  await expect(page.getByText(`Ordered as a guest with ${email}?`)).toHaveCount(0);
});
