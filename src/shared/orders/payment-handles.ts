// What each payment method's handle looks like, so a typo in Settings is caught before a
// shopper sends money to it.
import { z } from 'zod';
import type { PaymentMethod } from './order-status';

/** Cash App: `$` and up to 20 letters, digits or underscores, at least one a letter. */
export function isCashtag(value: string): boolean {
  return /^\$(?=[A-Za-z0-9_]*[A-Za-z])[A-Za-z0-9_]{1,20}$/.test(value);
}

/** Venmo: `@` and 5 to 30 letters, digits, hyphens or underscores. */
export function isVenmoUsername(value: string): boolean {
  return /^@[A-Za-z0-9_-]{5,30}$/.test(value);
}

/**
 * A U.S. phone number in any usual writing ("(512) 555-0143", "+1 512 555 0143"): ten
 * digits, or eleven starting with the country code 1; area code and exchange start with 2-9.
 */
export function isUsPhone(value: string): boolean {
  if (!/^[+\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national);
}

export function isEmailAddress(value: string): boolean {
  return z.email().safeParse(value).success;
}

export function isHttpsUrl(value: string): boolean {
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * Each method's rule and the message when a handle breaks it. Cryptocurrency has no single
 * handle: a wallet per coin and network (crypto-wallets.ts).
 */
export const PAYMENT_HANDLE_RULES: Readonly<
  Record<
    Exclude<PaymentMethod, 'coinbase'>,
    { isValid: (value: string) => boolean; message: string; label: string }
  >
> = {
  cashapp: {
    label: '$Cashtag',
    isValid: isCashtag,
    message: 'Enter a Cash App $cashtag, like $YourStore',
  },
  venmo: {
    label: 'Venmo username',
    isValid: isVenmoUsername,
    message: 'Enter a Venmo username starting with @, like @Your-Store',
  },
  zelle: {
    label: 'Zelle e-mail or U.S. phone',
    isValid: (value) => isEmailAddress(value) || isUsPhone(value),
    message: 'Enter the e-mail address or U.S. phone number your Zelle is registered with',
  },
};
