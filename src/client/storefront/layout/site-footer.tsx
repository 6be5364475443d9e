import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { footerLinkGroups } from './nav-links';
import { FacebookIcon, InstagramIcon, TikTokIcon } from './social-icons';

// The brand's handles are not in the spec; these open each network until the owner's are known.
export const socialLinks: {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { label: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'TikTok', href: 'https://www.tiktok.com/', Icon: TikTokIcon },
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
];

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="mt-auto bg-ink text-paper">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.5fr_repeat(3,1fr)]">
        <div className="space-y-4">
          <Link to={paths.home} className="font-display text-3xl tracking-tighter uppercase">
            CTK
          </Link>
          <p className="max-w-xs text-sm text-neutral-400">
            Faith-based streetwear, made to order and printed in the U.S.
          </p>
          <ul className="flex gap-2">
            {socialLinks.map(({ label, href, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center border border-neutral-700 transition-colors hover:border-paper hover:bg-paper hover:text-ink"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerLinkGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-4 text-xs font-semibold tracking-widest text-neutral-400 uppercase">
              {group.title}
            </h2>
            <ul className="space-y-2.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm transition-colors hover:text-accent-soft">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-neutral-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-neutral-500 sm:px-6">
          © {year} CTK. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
