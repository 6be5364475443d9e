import { describe, expect, it } from 'vitest';
import {
  COINBASE_NOTE,
  DEFAULT_PAYMENT_METHODS,
  PAYMENT_METHOD_INSTRUCTIONS,
  orderPayment,
  paymentOption,
  resolvePaymentMethods,
} from './payment-methods';

describe('resolvePaymentMethods', () => {
  it('offers the spec three with handles when nothing was ever saved; crypto waits for a wallet', () => {
    expect(resolvePaymentMethods(null)).toEqual(DEFAULT_PAYMENT_METHODS);
    const offered = Object.entries(DEFAULT_PAYMENT_METHODS).filter(([, method]) => method.enabled);
    expect(offered.map(([id]) => id)).toEqual(['cashapp', 'venmo', 'zelle']);
    expect(DEFAULT_PAYMENT_METHODS.coinbase).toMatchObject({ wallets: [], paymentLink: '' });
  });

  it('reads crypto saved as one handle: an address or a link is kept, an e-mail turns it off', () => {
    const read = (handle: string) =>
      resolvePaymentMethods({ coinbase: { enabled: true, handle } }).coinbase;
    expect(read('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toMatchObject({
      enabled: true,
      handle: '',
      wallets: [
        { coin: 'BTC', network: 'bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      ],
      paymentLink: '',
    });
    expect(read('https://commerce.coinbase.com/checkout/abc')).toMatchObject({
      enabled: true,
      wallets: [],
      paymentLink: 'https://commerce.coinbase.com/checkout/abc',
    });
    expect(read('crypto@example.com')).toMatchObject({ enabled: false, wallets: [] });
  });

  it('gives the shopper each wallet, and the hosted link as the pay link', () => {
    const wallet = {
      coin: 'USDC',
      network: 'base',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    } as const;
    const { coinbase } = resolvePaymentMethods({
      coinbase: {
        enabled: true,
        handle: '',
        wallets: [wallet],
        paymentLink: 'https://commerce.coinbase.com/checkout/abc',
      },
    });
    const payment = orderPayment(paymentOption('coinbase', coinbase), {
      orderNumber: 'CTK-12345',
      totalCents: 3999,
    });
    expect(payment).toMatchObject({
      wallets: [wallet],
      payUrl: 'https://commerce.coinbase.com/checkout/abc',
      totalCents: 3999,
      memo: 'CTK-12345',
    });
  });

  it('turns off a method missing from a saved setting, and fills texts it lacks', () => {
    const resolved = resolvePaymentMethods({
      cashapp: { enabled: true, handle: '$CTKApparel' },
      coinbase: {
        enabled: true,
        handle: '',
        paymentLink: 'https://pay.example.com/x',
        instructions: '  ',
      },
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
      coinbase: { enabled: true, handle: '', paymentLink: 'https://pay.example.com/x', note: '' },
    });
    expect(paymentOption('coinbase', resolved.coinbase)).toMatchObject({
      name: 'Cryptocurrency',
      note: null,
    });
  });
});
