// What every visitor may know of the store's settings: its name and social links. No zod here:
// the storefront's first download reads these on every page.

export const DEFAULT_STORE_NAME = 'CTK';

export const SOCIAL_NETWORKS = ['instagram', 'tiktok', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
};

/** The footer's and the locked page's links; a network without one shows no icon. */
export type SocialLinks = Record<SocialNetwork, string | null>;

/** GET /api/store-profile: nothing private (the notification address is the admin's only). */
export interface PublicStoreProfile {
  storeName: string;
  social: SocialLinks;
  /** A method offered still sends to a demo handle: every page says so (shared/orders/demo-handles.ts). */
  demo: boolean;
}
