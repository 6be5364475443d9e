// Links that open a payment app with the payee, the amount and the memo already filled in, so a
// shopper cannot send the wrong amount or forget the order number (issue 13, "One tap to pay").
import type { PaymentOption } from './payment-methods';
import { isHttpsUrl } from './payment-handles';

/** Dollars with exactly two decimals and no symbol or separators: 1234 -> "12.34". */
export function dollarAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new RangeError(`invalid amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Cash App's public pay page: `https://cash.app/$handle/12.34` (the app opens it on phones). */
export function cashAppPayLink(cashtag: string, cents: number): string {
  const tag = cashtag.trim().replace(/^\$/, '');
  return `https://cash.app/$${encodeURIComponent(tag)}/${dollarAmount(cents)}`;
}

/** Venmo's pay link: the user without its `@`, the amount and the note in the query. */
export function venmoPayLink(username: string, cents: number, note: string): string {
  const user = username.trim().replace(/^@/, '');
  const query = new URLSearchParams({ txn: 'pay', amount: dollarAmount(cents), note });
  return `https://venmo.com/${encodeURIComponent(user)}?${query}`;
}

/**
 * The link that opens the method's app pre-filled, or null where the app has none (Zelle lives
 * in each bank's own app; a crypto wallet address is shown and scanned as it is).
 */
export function payLink(
  option: Pick<PaymentOption, 'id' | 'handle'> & Partial<Pick<PaymentOption, 'paymentLink'>>,
  cents: number,
  memo: string,
): string | null {
  switch (option.id) {
    case 'cashapp':
      return cashAppPayLink(option.handle, cents);
    case 'venmo':
      return venmoPayLink(option.handle, cents, memo);
    case 'coinbase':
      // A hosted payment page (Coinbase Commerce and the like) is its own link; a wallet is
      // shown with its address and network instead (crypto-wallets.ts).
      return option.paymentLink && isHttpsUrl(option.paymentLink) ? option.paymentLink : null;
    case 'zelle':
      return null;
  }
}
