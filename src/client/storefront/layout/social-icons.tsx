// The store's social links as the owner set them in Settings (footer, Contact, locked page).
// lucide-react dropped brand marks in 1.0, and TikTok was never in it; the icons are simple
// single-path outlines drawn for this site.
import { clsx } from 'clsx';
import type { ComponentType, SVGProps } from 'react';
import {
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '../../../shared/site/store-profile';
import { useStoreProfile } from '../../lib/store-profile';

type IconProps = SVGProps<SVGSVGElement>;

const base: IconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
};

export function InstagramIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </svg>
  );
}

export function TikTokIcon(props: IconProps) {
  return (
    <svg {...base} {...props}>
      <path d="M16 3c.4 2.6 2 4.3 5 4.6v3.6c-1.9 0-3.6-.6-5-1.6v6.1A6.3 6.3 0 1 1 9.7 9.4v3.7a2.6 2.6 0 1 0 2.6 2.6V3z" />
    </svg>
  );
}

const ICONS: Record<SocialNetwork, ComponentType<IconProps>> = {
  instagram: InstagramIcon,
  tiktok: TikTokIcon,
  facebook: FacebookIcon,
};

/** The links the owner set, in the spec's order (Instagram, TikTok, Facebook). */
export function useSocialLinks(): { network: SocialNetwork; name: string; href: string }[] {
  const social = useStoreProfile().data?.social;
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = social?.[network];
    return href ? [{ network, name: SOCIAL_NETWORK_NAMES[network], href }] : [];
  });
}

export interface SocialLinksProps {
  /** The list's classes (layout). */
  className?: string;
  /** Each link's classes: its size, border and colours on this background. */
  linkClassName?: string;
}

/** An icon link per network the owner set; nothing while none is set (Settings). */
export function SocialLinks({ className, linkClassName }: SocialLinksProps) {
  const links = useSocialLinks();
  if (links.length === 0) return null;
  return (
    <ul className={clsx('flex gap-2', className)}>
      {links.map(({ network, name, href }) => {
        const Icon = ICONS[network];
        return (
          <li key={network}>
            <a
              href={href}
              aria-label={name}
              target="_blank"
              rel="noopener noreferrer"
              className={clsx(
                'inline-flex size-10 items-center justify-center border transition-colors',
                linkClassName,
              )}
            >
              <Icon className="size-4" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
