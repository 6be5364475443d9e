import { describe, expect, it } from 'vitest';
import { cashAppPayLink, dollarAmount, payLink, venmoPayLink } from './pay-links';

describe('dollarAmount', () => {
  it('writes cents as dollars with two decimals and no symbol', () => {
    expect(dollarAmount(1234)).toBe('12.34');
    expect(dollarAmount(500)).toBe('5.00');
    expect(dollarAmount(7)).toBe('0.07');
    expect(dollarAmount(0)).toBe('0.00');
    expect(dollarAmount(123456)).toBe('1234.56');
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => dollarAmount(12.5)).toThrow(RangeError);
    expect(() => dollarAmount(-100)).toThrow(RangeError);
  });
});

describe('cashAppPayLink', () => {
  it('names the cashtag and the amount in the path', () => {
    expect(cashAppPayLink('$CTKApparel', 3450)).toBe('https://cash.app/$CTKApparel/34.50');
  });

  it('accepts the tag without its dollar sign', () => {
    expect(cashAppPayLink('CTK_Store', 1000)).toBe('https://cash.app/$CTK_Store/10.00');
  });
});

describe('venmoPayLink', () => {
  it('opens a payment to the user with the amount and the order number as note', () => {
    const link = new URL(venmoPayLink('@CTK-Apparel', 1234, 'CTK-12345'));
    expect(link.origin + link.pathname).toBe('https://venmo.com/CTK-Apparel');
    expect(link.searchParams.get('txn')).toBe('pay');
    expect(link.searchParams.get('amount')).toBe('12.34');
    expect(link.searchParams.get('note')).toBe('CTK-12345');
  });

  it('encodes a note with spaces and symbols', () => {
    const link = venmoPayLink('@CTK-Apparel', 100, 'Order CTK-1 & more #2');
    expect(link).toBe(
      'https://venmo.com/CTK-Apparel?txn=pay&amount=1.00&note=Order+CTK-1+%26+more+%232',
    );
    expect(new URL(link).searchParams.get('note')).toBe('Order CTK-1 & more #2');
  });
});

describe('payLink', () => {
  it('has a link for Cash App, Venmo and a hosted crypto page, none for Zelle or an address', () => {
    expect(payLink({ id: 'cashapp', handle: '$Shop' }, 2000, 'CTK-11111')).toBe(
      'https://cash.app/$Shop/20.00',
    );
    expect(payLink({ id: 'venmo', handle: '@Shop-1' }, 2000, 'CTK-11111')).toContain(
      'note=CTK-11111',
    );
    expect(payLink({ id: 'zelle', handle: 'pay@example.com' }, 2000, 'CTK-11111')).toBeNull();
    const hosted = 'https://commerce.coinbase.com/pay/abc';
    expect(payLink({ id: 'coinbase', handle: '', paymentLink: hosted }, 2000, 'x')).toBe(hosted);
    // Wallets are shown with their network, not as a link.
    expect(payLink({ id: 'coinbase', handle: '', paymentLink: null }, 2000, 'x')).toBeNull();
  });
});
