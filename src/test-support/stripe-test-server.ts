// Test helper: a local HTTP server standing in for the part of Stripe's API the product
// sync uses (products and prices). It records every request with its form-encoded body,
// keeps the objects it made, and can be told to fail. The real SDK talks to it through its
// `host`, `port` and `protocol` options; nothing of ours is faked.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeRequest {
  method: string;
  path: string;
  /** The form-encoded body as flat keys, e.g. `images[0]`, `default_price_data[unit_amount]`. */
  params: Record<string, string>;
  authorization: string | undefined;
}

interface FakePrice {
  id: string;
  object: 'price';
  product: string;
  currency: string;
  unit_amount: number;
  active: boolean;
}

interface FakeProduct {
  id: string;
  object: 'product';
  name: string;
  description: string | null;
  images: string[];
  active: boolean;
  default_price: string | null;
  metadata: Record<string, string>;
}

export interface StripeTestServer {
  /** SDK options that point at this server. */
  readonly config: { host: string; port: number; protocol: 'http'; maxNetworkRetries: 0 };
  readonly requests: StripeRequest[];
  readonly products: Map<string, FakeProduct>;
  readonly prices: Map<string, FakePrice>;
  /** Answer every request with this status (and a Stripe error body), or behave (null). */
  failWith(status: number | null): void;
  /** Hold every answer back this long (a slow Stripe). */
  delayBy(ms: number): void;
  close(): Promise<void>;
}

function indexed(params: Record<string, string>, name: string): string[] {
  return Object.keys(params)
    .filter((key) => key.startsWith(`${name}[`))
    .sort((a, b) => Number(a.slice(name.length + 1, -1)) - Number(b.slice(name.length + 1, -1)))
    .map((key) => params[key]!);
}

function nested(params: Record<string, string>, name: string): Record<string, string> {
  const entries = Object.entries(params)
    .filter(([key]) => key.startsWith(`${name}[`))
    .map(([key, value]) => [key.slice(name.length + 1, -1), value]);
  return Object.fromEntries(entries) as Record<string, string>;
}

export async function startStripeTestServer(): Promise<StripeTestServer> {
  const requests: StripeRequest[] = [];
  const products = new Map<string, FakeProduct>();
  const prices = new Map<string, FakePrice>();
  let failure: number | null = null;
  let delayMs = 0;
  let nextId = 1;
  const newId = (prefix: string) => `${prefix}_test${nextId++}`;

  function createPrice(product: string, currency: string, unitAmount: number): FakePrice {
    const price: FakePrice = {
      id: newId('price'),
      object: 'price',
      product,
      currency,
      unit_amount: unitAmount,
      active: true,
    };
    prices.set(price.id, price);
    return price;
  }

  function render(product: FakeProduct, expand: string[]) {
    return expand.includes('default_price') && product.default_price
      ? { ...product, default_price: prices.get(product.default_price) ?? null }
      : product;
  }

  const missing = (id: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such object: '${id}'`,
      },
    },
  });

  function handle(method: string, path: string, params: Record<string, string>) {
    const expand = indexed(params, 'expand');
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/products') {
      const product: FakeProduct = {
        id: newId('prod'),
        object: 'product',
        name: params.name ?? '',
        description: params.description ?? null,
        images: indexed(params, 'images'),
        active: params.active !== 'false',
        default_price: null,
        metadata: nested(params, 'metadata'),
      };
      const priceData = nested(params, 'default_price_data');
      if (priceData.unit_amount !== undefined) {
        product.default_price = createPrice(
          product.id,
          priceData.currency ?? 'usd',
          Number(priceData.unit_amount),
        ).id;
      }
      products.set(product.id, product);
      return { status: 200, body: render(product, expand) };
    }
    if (method === 'POST' && (match = /^\/v1\/products\/([^/]+)$/.exec(path))) {
      const product = products.get(match[1]!);
      if (!product) return missing(match[1]!);
      if (params.name !== undefined) product.name = params.name;
      if (params.description !== undefined) product.description = params.description;
      if (Object.keys(params).some((key) => key.startsWith('images'))) {
        product.images = indexed(params, 'images');
      }
      if (params.active !== undefined) product.active = params.active === 'true';
      if (params.default_price !== undefined) product.default_price = params.default_price;
      Object.assign(product.metadata, nested(params, 'metadata'));
      return { status: 200, body: render(product, expand) };
    }
    if (method === 'POST' && path === '/v1/prices') {
      if (!params.product || !products.has(params.product)) return missing(params.product ?? '');
      const price = createPrice(
        params.product,
        params.currency ?? 'usd',
        Number(params.unit_amount),
      );
      return { status: 200, body: price };
    }
    if ((match = /^\/v1\/prices\/([^/]+)$/.exec(path))) {
      const price = prices.get(match[1]!);
      if (!price) return missing(match[1]!);
      if (method === 'POST' && params.active !== undefined) price.active = params.active === 'true';
      return { status: 200, body: price };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL` } },
    };
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const form = new URLSearchParams(
        request.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8'),
      );
      const params = Object.fromEntries(form.entries());
      requests.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        params,
        authorization: request.headers.authorization,
      });
      const { status, body } =
        failure === null
          ? handle(request.method ?? 'GET', url.pathname, params)
          : {
              status: failure,
              body: { error: { type: 'api_error', message: 'The stand-in failed on purpose' } },
            };
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_test${requests.length}`,
      });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    config: { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 },
    requests,
    products,
    prices,
    failWith: (status) => {
      failure = status;
    },
    delayBy: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
