// What the bench scripts share: waiting for a store to serve its catalogue, and the guest order
// they place (one of a product, Cash App, shipped to Austin).

/** Resolves once `url` answers GET /api/products; gives up after two minutes. */
export async function waitForStore(url) {
  for (let i = 0; i < 480; i++) {
    try {
      if ((await fetch(`${url}/api/products`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

/**
 * The JSON body of a guest order of one `product` (as /api/products lists it), made out to
 * `email`. One address for every order reaches its hourly mail cap after five (decision 049),
 * and the orders after that mail their shopper nothing.
 */
export function guestOrderBody(product, email = 'bench@example.com') {
  return JSON.stringify({
    shipping: {
      name: 'Bench Shopper',
      email,
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    },
    items: [
      {
        productId: product.id,
        size: product.sizes[0] ?? '',
        color: product.colors[0] ?? '',
        quantity: 1,
      },
    ],
    paymentMethod: 'cashapp',
  });
}
