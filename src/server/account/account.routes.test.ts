import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../shared/account/profile.schema';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/profile', () => {
  it('refuses anonymous visitors with 401', async () => {
    expect((await t.request('GET', '/api/profile')).status).toBe(401);
    const update = await t.request('PATCH', '/api/profile', { body: { fullName: 'X', phone: '' } });
    expect(update.status).toBe(401);
  });

  it("shows the shopper's own profile with the name given at sign-up", async () => {
    const cookie = await t.signUp('martha@example.com', 'Martha Shopper');
    const response = await t.request('GET', '/api/profile', { cookie });
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as { profile: unknown };
    expect(ProfileSchema.parse(profile)).toMatchObject({
      email: 'martha@example.com',
      fullName: 'Martha Shopper',
      phone: null,
    });
  });

  it('updates only the caller’s own full name and phone', async () => {
    const mary = await t.signUp('mary@example.com', 'Mary');
    const john = await t.signUp('john@example.com', 'John');
    const response = await t.request('PATCH', '/api/profile', {
      cookie: mary,
      body: {
        fullName: '  Mary Magdalene ',
        phone: '555-0100',
        email: 'evil@example.com',
        id: 'x',
      },
    });
    expect(response.status).toBe(200);
    const mine = (await (await t.request('GET', '/api/profile', { cookie: mary })).json()) as {
      profile: unknown;
    };
    expect(ProfileSchema.parse(mine.profile)).toMatchObject({
      email: 'mary@example.com',
      fullName: 'Mary Magdalene',
      phone: '555-0100',
    });
    const his = (await (await t.request('GET', '/api/profile', { cookie: john })).json()) as {
      profile: unknown;
    };
    expect(ProfileSchema.parse(his.profile)).toMatchObject({ fullName: 'John', phone: null });
  });

  it('refuses a body that is not a profile with 400', async () => {
    const cookie = await t.signUp('bad@example.com');
    const response = await t.request('PATCH', '/api/profile', {
      cookie,
      body: { fullName: 'x'.repeat(101), phone: '' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'invalid_request', message: 'Full name must be at most 100 characters' },
    });
  });
});
