// Every admin endpoint refuses visitors (401) and shoppers (403). The list is read from the
// app itself, so a new admin route without the check fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let shopper: string;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await t.signUp('shopper@example.com');
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

function adminRoutes() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.path.startsWith('/api/admin/') && route.method !== 'ALL')
    .map((route) => ({
      method: route.method,
      path: route.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000'),
    }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe('admin endpoints', () => {
  it('exist (the walk below is not empty)', () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it('include every order endpoint of the Orders screen', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(adminRoutes()).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/admin/orders' },
        { method: 'GET', path: '/api/admin/orders/export' },
        { method: 'GET', path: `/api/admin/orders/${id}` },
        { method: 'PATCH', path: `/api/admin/orders/${id}` },
        { method: 'POST', path: `/api/admin/orders/${id}/mark-paid` },
        { method: 'POST', path: `/api/admin/orders/${id}/refunds` },
        { method: 'DELETE', path: `/api/admin/orders/${id}` },
        { method: 'POST', path: `/api/admin/orders/${id}/cancel` },
        { method: 'POST', path: `/api/admin/orders/${id}/notes` },
        { method: 'GET', path: `/api/admin/orders/${id}/timeline` },
        { method: 'GET', path: `/api/admin/orders/${id}/packing-slip.pdf` },
        { method: 'GET', path: `/api/admin/orders/${id}/invoice.pdf` },
        { method: 'GET', path: '/api/admin/orders/packing-slips.pdf' },
        { method: 'GET', path: '/api/admin/orders/invoices.pdf' },
      ]),
    );
  });

  it('include the Customers screen: list, CSV and one customer', () => {
    const walked = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/customers',
        'GET /api/admin/customers/export',
        'GET /api/admin/customers/00000000-0000-4000-8000-000000000000',
      ]),
    );
  });

  it('include the push alert endpoints and the realtime feed', () => {
    const walked = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/push/public-key',
        'POST /api/admin/push/subscriptions',
        'DELETE /api/admin/push/subscriptions',
        'GET /api/admin/realtime',
      ]),
    );
  });

  it('include the store settings endpoints', () => {
    const walked = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(walked).toEqual(
      expect.arrayContaining(['GET /api/admin/settings', 'PUT /api/admin/settings']),
    );
  });

  it('include the launch checklist, the demo removal and the test mail', () => {
    const walked = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/launch',
        'DELETE /api/admin/demo',
        'POST /api/admin/mail/test',
      ]),
    );
  });

  it('include the newsletter, subscriber and mail endpoints', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const walked = adminRoutes().map((route) => `${route.method} ${route.path}`);
    expect(walked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/subscribers',
        'GET /api/admin/subscribers/stats',
        'GET /api/admin/subscribers/export',
        'POST /api/admin/subscribers',
        `DELETE /api/admin/subscribers/${id}`,
        'POST /api/admin/newsletter/preview',
        'POST /api/admin/newsletter/test',
        'GET /api/admin/newsletter/campaigns',
        'POST /api/admin/newsletter/campaigns',
        'GET /api/admin/mail',
        'GET /api/admin/mail/transport',
        `GET /api/admin/mail/${id}`,
        'GET /api/admin/mail/outbox',
        'POST /api/admin/mail/outbox/retry',
        `POST /api/admin/mail/outbox/${id}/retry`,
        `DELETE /api/admin/mail/outbox/${id}`,
      ]),
    );
  });

  it('refuse anonymous visitors with 401', async () => {
    for (const route of adminRoutes()) {
      const response = await t.request(
        route.method,
        route.path,
        route.method === 'GET' ? {} : { body: {} },
      );
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('refuse signed-in shoppers with 403', async () => {
    for (const route of adminRoutes()) {
      const response = await t.request(route.method, route.path, {
        cookie: shopper,
        ...(route.method === 'GET' ? {} : { body: {} }),
      });
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'forbidden' } });
    }
  });

  it('let the owner in', async () => {
    const response = await t.request('GET', '/api/admin/dashboard', { cookie: owner });
    expect(response.status).toBe(200);
  });
});
