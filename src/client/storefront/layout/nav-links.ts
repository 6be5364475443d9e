import { paths } from '../../paths';

export interface NavLink {
  label: string;
  to: string;
}

export const primaryNavLinks: NavLink[] = [
  { label: 'Shop All', to: paths.products() },
  { label: 'New Arrivals', to: paths.newArrivals },
  { label: 'Collections', to: paths.collections },
];

/** The phone menu adds these to the primary links (spec storefront §2, shared chrome). */
export const mobileExtraNavLinks: NavLink[] = [
  { label: 'Track Order', to: paths.trackOrder },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
];

export const footerLinkGroups: { title: string; links: NavLink[] }[] = [
  { title: 'Shop', links: primaryNavLinks },
  {
    title: 'Support',
    links: [
      { label: 'Track Order', to: paths.trackOrder },
      { label: 'Size Chart', to: paths.sizeChart },
      { label: 'Shipping Information', to: paths.shipping },
      { label: 'Returns & Exchanges', to: paths.returns },
      { label: 'Contact', to: paths.contact },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms of Service', to: paths.terms },
    ],
  },
];
