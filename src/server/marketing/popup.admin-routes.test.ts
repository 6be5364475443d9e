import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailPopupConfig } from '../db/schema/marketing';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUpOwner();
});
afterAll(() => t.close());

const storefrontPopup = async () =>
  ((await (await t.request('GET', '/api/content/popup')).json()) as { popup: unknown }).popup;

const settings = {
  heroImageUrl: '/uploads/product-images/popup-w1600.webp',
  title: ' Members Save ',
  subtitle: 'Join the CTK Family',
  description: 'First dibs on drops.\nAnd 10% off.',
  buttonText: 'Count Me In',
};

describe('popup settings (owner)', () => {
  it("reads the spec's defaults before anything is saved", async () => {
    const response = await t.request('GET', '/api/admin/popup', { cookie: owner });
    expect(await response.json()).toEqual({
      popup: {
        heroImageUrl: null,
        title: 'Get 10% Off',
        subtitle: 'Join the CTK Family',
        description: 'Get access to exclusive drops, early access, and insider deals.',
        buttonText: 'Claim Your 10% Off',
      },
    });
  });

  it('saves into the one row, and the storefront popup shows what was saved', async () => {
    const first = await t.request('PUT', '/api/admin/popup', { cookie: owner, body: settings });
    expect(first.status).toBe(200);
    const saved = { ...settings, title: 'Members Save' };
    expect(await first.json()).toEqual({ popup: saved });
    expect(await storefrontPopup()).toEqual(saved);

    const second = await t.request('PUT', '/api/admin/popup', {
      cookie: owner,
      body: { ...settings, heroImageUrl: '', buttonText: 'Join' },
    });
    expect(await second.json()).toMatchObject({
      popup: { heroImageUrl: null, buttonText: 'Join' },
    });
    expect(await t.db.select().from(emailPopupConfig)).toHaveLength(1);
    expect(await storefrontPopup()).toMatchObject({ heroImageUrl: null, buttonText: 'Join' });
  });

  it.each([
    [
      { ...settings, heroImageUrl: 'javascript:alert(1)' },
      'Please enter an uploaded image or an http(s) image address',
    ],
    [
      { ...settings, heroImageUrl: '/etc/passwd' },
      'Please enter an uploaded image or an http(s) image address',
    ],
    [{ ...settings, title: '  ' }, 'Title is required'],
    [{ ...settings, buttonText: '' }, 'Button text is required'],
    [{ ...settings, title: 'Bell\u0007' }, 'Title contains characters that are not allowed'],
    [{ ...settings, subtitle: 'x'.repeat(121) }, 'Subtitle must be at most 120 characters'],
  ])('refuses %j with "%s"', async (body, message) => {
    const response = await t.request('PUT', '/api/admin/popup', { cookie: owner, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_request', message } });
  });
});
