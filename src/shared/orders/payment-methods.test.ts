import { describe, expect, it } from 'vitest';
import {
  COINBASE_NOTE,
  DEFAULT_PAYMENT_METHODS,
  PAYMENT_METHOD_INSTRUCTIONS,
  paymentOption,
  resolvePaymentMethods,
} from './payment-methods';

describe('resolvePaymentMethods', () => {
  it('offers the spec four when nothing was ever saved', () => {
    expect(resolvePaymentMethods(null)).toEqual(DEFAULT_PAYMENT_METHODS);
    expect(Object.values(DEFAULT_PAYMENT_METHODS).every((method) => method.enabled)).toBe(true);
  });

  it('turns off a method missing from a saved setting, and fills texts it lacks', () => {
    const resolved = resolvePaymentMethods({
      cashapp: { enabled: true, handle: '$CTKApparel' },
      coinbase: { enabled: true, handle: 'crypto@example.com', instructions: '  ' },
    });
    expect(resolved.venmo).toMatchObject({ enabled: false, handle: '' });
    expect(resolved.cashapp.instructions).toBe(PAYMENT_METHOD_INSTRUCTIONS.cashapp);
    expect(resolved.coinbase).toMatchObject({
      instructions: PAYMENT_METHOD_INSTRUCTIONS.coinbase,
      note: COINBASE_NOTE,
    });
  });

  it('keeps a note the owner emptied, which then shows nothing', () => {
    const resolved = resolvePaymentMethods({
      coinbase: { enabled: true, handle: 'crypto@example.com', note: '' },
    });
    expect(paymentOption('coinbase', resolved.coinbase)).toMatchObject({
      name: 'Cryptocurrency',
      note: null,
    });
  });
});
