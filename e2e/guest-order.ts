// A guest's order placed through the checkout API (one demo tee in M, Black, Cash App), for
// specs about what happens after the order: the back office's order screens.
import { expect, type APIRequestContext } from '@playwright/test';

const PRODUCT = 'Light in the Dark Tee';

export async function placeGuestOrder(
  request: APIRequestContext,
  shopper: { name: string; email: string },
): Promise<{ orderId: string; orderNumber: string }> {
  const list = await request.get('/api/products');
  const { products } = (await list.json()) as { products: { id: string; name: string }[] };
  const tee = products.find((product) => product.name === PRODUCT);
  expect(tee, `${PRODUCT} is in the demo catalogue`).toBeTruthy();
  const response = await request.post('/api/orders', {
    data: {
      shipping: { ...shopper, address: '3 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      items: [{ productId: tee!.id, size: 'M', color: 'Black', quantity: 1 }],
      paymentMethod: 'cashapp',
      discountCode: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { orderId: string; orderNumber: string };
}
