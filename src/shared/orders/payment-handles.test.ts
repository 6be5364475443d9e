import { describe, expect, it } from 'vitest';
import {
  PAYMENT_HANDLE_RULES,
  isCashtag,
  isHttpsUrl,
  isUsPhone,
  isVenmoUsername,
} from './payment-handles';

describe('payment handles', () => {
  it('a cashtag is $ and up to 20 letters, digits or underscores, one a letter', () => {
    expect(isCashtag('$CTKApparel')).toBe(true);
    expect(isCashtag('$ctk_2026')).toBe(true);
    expect(isCashtag('CTKApparel')).toBe(false);
    expect(isCashtag('$')).toBe(false);
    expect(isCashtag('$12345')).toBe(false);
    expect(isCashtag('$CTK Apparel')).toBe(false);
    expect(isCashtag(`$${'a'.repeat(21)}`)).toBe(false);
  });

  it('a Venmo username is @ and 5 to 30 letters, digits, hyphens or underscores', () => {
    expect(isVenmoUsername('@CTK-Apparel')).toBe(true);
    expect(isVenmoUsername('CTK-Apparel')).toBe(false);
    expect(isVenmoUsername('@ctk')).toBe(false);
    expect(isVenmoUsername('@ctk.apparel')).toBe(false);
  });

  it('a U.S. phone is ten digits in any usual writing, with or without +1', () => {
    for (const phone of ['(512) 555-0143', '512-555-0143', '+1 512 555 0143', '15125550143']) {
      expect(isUsPhone(phone), phone).toBe(true);
    }
    for (const phone of ['555-0143', '(012) 555-0143', '+44 20 7946 0958', '512-555-0143 x2']) {
      expect(isUsPhone(phone), phone).toBe(false);
    }
  });

  it('Zelle takes an e-mail address or a U.S. phone', () => {
    const zelle = PAYMENT_HANDLE_RULES.zelle.isValid;
    expect(zelle('pay@example.com')).toBe(true);
    expect(zelle('(512) 555-0143')).toBe(true);
    expect(zelle('@payme')).toBe(false);
  });

  it('a link is https with a real host name', () => {
    expect(isHttpsUrl('https://www.instagram.com/ctk')).toBe(true);
    expect(isHttpsUrl('http://www.instagram.com/ctk')).toBe(false);
    expect(isHttpsUrl('https://localhost')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
  });
});
