import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnerClaim } from './owner-claim.service';
import { createTestApp, OWNER_EMAIL, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One copy of the store's claim service on the test database. */
const copy = (sharedDatabase: boolean) =>
  createOwnerClaim({ db: t.db, ownerEmail: OWNER_EMAIL, mailConfigured: false, sharedDatabase });

describe("the owner's setup code", () => {
  it('printed by one copy on PostgreSQL is accepted by another, once, and then no code works', async () => {
    const a = copy(true);
    const b = copy(true);
    const codeOfA = (await a.issueCode())!;
    const codeOfB = (await b.issueCode())!;
    expect(codeOfA).not.toBe(codeOfB);
    expect(await b.consumeCode('WRONG-CODE1')).toBe(false);
    // The owner read copy A's log; the load balancer sent the sign-up to copy B.
    expect(await b.consumeCode(codeOfA.toLowerCase())).toBe(true);
    expect(await a.consumeCode(codeOfA)).toBe(false);
    expect(await a.consumeCode(codeOfB)).toBe(false);
  });

  it('of the only copy (PGlite) stops working when a restart prints a new one', async () => {
    const before = (await copy(false).issueCode())!;
    const restarted = copy(false);
    const after = (await restarted.issueCode())!;
    expect(await restarted.consumeCode(before)).toBe(false);
    expect(await restarted.consumeCode(after)).toBe(true);
  });

  it('is accepted by only one of two sign-ups racing with it', async () => {
    const a = copy(true);
    const code = (await a.issueCode())!;
    const results = await Promise.all([a.consumeCode(code), copy(true).consumeCode(code)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
