// Two built copies of the store on one PostgreSQL database, one Redis and one S3-compatible
// server, and the requests a load balancer's shoppers and owner would send them
// (two-copies.test.ts).
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import { startS3TestServer, type S3TestServer } from '../src/test-support/s3-test-server';
import { freePort, startCopy, type StoreCopy } from './store-copy';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (!databaseUrl || !redisUrl) {
  throw new Error(
    'test:scale needs TEST_DATABASE_URL (a PostgreSQL server) and TEST_REDIS_URL (a Redis server)',
  );
}

export const OWNER_EMAIL = 'owner@scale.test';
const OWNER_SETUP_CODE = 'SCALE-SETUP-CODE';
const PASSWORD = 'scale-owner-password';
/** Every request comes from its own (proxied) address unless a check says otherwise. */
const run = randomBytes(2);
let nextClient = 1;
export const newClient = () => `10.${run[0]}.${run[1]}.${nextClient++ % 250}`;

/** Both copies and what they share; `start` in `beforeAll`, `stop` in `afterAll`. */
export class BalancedCopies {
  a!: StoreCopy;
  b!: StoreCopy;
  /** What a load balancer in front of both copies would be called. */
  publicUrl = '';
  ownerCookie = '';
  private database = `store_scale_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  private admin?: pg.Client;
  private s3?: S3TestServer;

  /** Starts both copies on a new database, and signs the owner up on copy A. */
  async start(): Promise<void> {
    this.admin = new pg.Client({ connectionString: databaseUrl });
    await this.admin.connect();
    await this.admin.query(`create database ${this.database}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${this.database}`;
    this.s3 = await startS3TestServer();

    const [portA, portB] = [await freePort(), await freePort()];
    this.publicUrl = `http://127.0.0.1:${portA}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      ...this.s3.env,
      PUBLIC_URL: this.publicUrl,
      OWNER_EMAIL,
      OWNER_SETUP_CODE,
      TRUST_PROXY: 'true',
    };
    // One after the other, as a rolling deploy starts them: the first migrates and seeds.
    this.a = await startCopy('a', portA, env);
    this.b = await startCopy('b', portB, env);

    const signUp = await this.post(this.a, '/api/auth/sign-up/email', {
      email: OWNER_EMAIL,
      password: PASSWORD,
      name: 'Store Owner',
      setupCode: OWNER_SETUP_CODE,
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    this.ownerCookie = signUp.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  }

  /** Stops whatever `start` got to, and drops the database. */
  async stop(): Promise<void> {
    await this.a?.stop();
    await this.b?.stop();
    await this.s3?.close();
    await this.admin?.query(`drop database if exists ${this.database} with (force)`);
    await this.admin?.end();
  }

  headers(client = newClient(), extra: Record<string, string> = {}) {
    return {
      'content-type': 'application/json',
      origin: this.publicUrl,
      'x-forwarded-for': client,
      ...extra,
    };
  }

  /** A JSON POST, with the owner's cookie once there is one. */
  post(copy: StoreCopy, path: string, body: unknown, client?: string) {
    return fetch(`${copy.url}${path}`, {
      method: 'POST',
      headers: this.headers(client, this.ownerCookie ? { cookie: this.ownerCookie } : {}),
      body: JSON.stringify(body),
    });
  }

  openSocket(url: string, cookie?: string): Promise<WebSocket> {
    const socket = new WebSocket(url, {
      headers: { origin: this.publicUrl, ...(cookie ? { cookie } : {}) },
    });
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`socket refused: ${response.statusCode}`)),
      );
    });
  }

  async liveVisitorCount(copy: StoreCopy): Promise<number> {
    const response = await fetch(`${copy.url}/api/admin/live-visitors`, {
      headers: this.headers(undefined, { cookie: this.ownerCookie }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { count: number }).count;
  }
}

/** A guest order of one in-stock product, paid with the first payment method offered. */
export async function orderBody(copy: StoreCopy, email: string) {
  const { products } = (await (await fetch(`${copy.url}/api/products`)).json()) as {
    products: { id: string; inStock: boolean; sizes: string[]; colors: string[] }[];
  };
  const product = products.find((candidate) => candidate.inStock) ?? products[0]!;
  const { paymentMethods } = (await (await fetch(`${copy.url}/api/payment-methods`)).json()) as {
    paymentMethods: { id: string }[];
  };
  return {
    shipping: {
      name: 'Scale Shopper',
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
    paymentMethod: paymentMethods[0]!.id,
    discountCode: null,
  };
}
