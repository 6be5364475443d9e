/** Spec storefront §3: the newsletter popup's texts until the owner saves others. */
export const DEFAULT_POPUP_TEXTS = {
  title: 'Get 10% Off',
  subtitle: 'Join the CTK Family',
  description: 'Get access to exclusive drops, early access, and insider deals.',
  buttonText: 'Claim Your 10% Off',
} as const;
