// The owner's order detail API on a fresh test app, for the tests of the detail dialog
// (orders.admin-detail.test.ts) and of Mark as Paid and delete (orders.admin-routes.test.ts).
// setUpOwnerOrders() at the top of a file gives it its app and owner; the bindings below are
// that file's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  AdminOrderUpdatedSchema,
  type AdminOrderUpdateInput,
} from '../../shared/orders/admin-order.schema';
import { orders } from '../db/schema/orders';
import { createTestApp, OWNER_EMAIL, type TestApp } from './test-app';

/** The time every test app of these files runs at. */
export const NOW = new Date('2026-11-22T12:00:00Z');
/** A well-formed id no order has. */
export const MISSING = '00000000-0000-4000-8000-000000000000';
/** Who a status change made by the owner names. */
export const ownerChange = { id: expect.any(String), name: 'Store Owner', email: OWNER_EMAIL };

export let t: TestApp;
export let owner: string;

export function setUpOwnerOrders(): void {
  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW });
    owner = await t.signUpOwner();
  });
  afterAll(() => t.close());
}

/** A request to /api/admin as the owner. */
export const admin = (method: string, url: string, body?: unknown) =>
  t.request(method, `/api/admin${url}`, { cookie: owner, ...(body !== undefined ? { body } : {}) });

/** Saves the detail dialog; the save must succeed. */
export async function save(id: string, body: AdminOrderUpdateInput) {
  const response = await admin('PATCH', `/orders/${id}`, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return AdminOrderUpdatedSchema.parse(await response.json());
}

/** The order's row as saved now. */
export const savedRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
