import { describe, expect, it } from 'vitest';
import { ShippingInfoSchema } from './checkout.schema';
import { US_STATES } from './us-states';

const shipping = {
  name: 'Ruth Shopper',
  email: 'ruth@example.com',
  address: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};
const firstIssue = (value: unknown) =>
  ShippingInfoSchema.safeParse(value).error?.issues[0]?.message;

describe('the shipping address', () => {
  it('takes every state, DC and the territories by their two-letter code', () => {
    expect(US_STATES).toHaveLength(56);
    for (const { code } of US_STATES)
      expect(ShippingInfoSchema.parse({ ...shipping, state: code }).state).toBe(code);
    expect(ShippingInfoSchema.parse({ ...shipping, state: ' ca ' }).state).toBe('CA');
  });

  it.each(['', 'Texas', 'ZZ', 'T', 'TX\u0000'])('refuses the state %j', (state) => {
    expect(firstIssue({ ...shipping, state })).toBe('Please select a state');
  });

  it('takes a 5-digit ZIP code or ZIP+4', () => {
    expect(ShippingInfoSchema.parse({ ...shipping, zip: '02134' }).zip).toBe('02134');
    expect(ShippingInfoSchema.parse({ ...shipping, zip: '78701-1234' }).zip).toBe('78701-1234');
  });

  it.each(['7870', '787011', '78701-12', 'ABCDE', '78701 1234'])('refuses the ZIP %j', (zip) => {
    expect(firstIssue({ ...shipping, zip })).toBe('Please enter a valid ZIP code');
  });

  it('asks for a missing ZIP code', () => {
    expect(firstIssue({ ...shipping, zip: '' })).toBe('ZIP code is required');
  });
});
