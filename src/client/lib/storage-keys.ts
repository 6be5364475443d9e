// Browser-storage keys named by the spec (storefront §3 and §9); other tabs and older
// sessions read them, so their names never change.
export const STORAGE_KEYS = {
  /** localStorage: the cart lines, a JSON array of `{ quantity, ... }`. */
  cart: 'cart',
  /** localStorage (the cart's flag) and sessionStorage (checkout's), both `{ code, percentage }`. */
  appliedDiscount: 'ctk_applied_discount',
  /** localStorage: the newsletter code the sign-up form received, for the reminder badge. */
  discountCode: 'ctk_discount_code',
  emailSubscribed: 'ctk_email_subscribed',
  popupDismissed: 'ctk_popup_dismissed',
  siteBypass: 'site_bypass',
  /**
   * sessionStorage: the order checkout just created, with the cart it was made from, so a
   * reload on the instructions step shows that order again instead of placing a second one.
   */
  placedOrder: 'ctk_placed_order',
  /**
   * sessionStorage: the checkout attempt's Idempotency-Key with the order it was made for, so
   * a retry (or a reload of the payment step) cannot place the same order twice.
   */
  checkoutAttempt: 'ctk_checkout_attempt',
  /** sessionStorage: the last admin screen, restored when /admin is opened again. */
  adminLastRoute: 'ctk_admin_last_route',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
