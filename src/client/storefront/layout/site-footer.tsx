import { Link } from 'react-router';
import { DEFAULT_STORE_NAME } from '../../../shared/site/store-profile';
import { useStoreName } from '../../lib/store-profile';
import { paths } from '../../paths';
import { footerLinkGroups } from './nav-links';
import { SocialLinks } from './social-icons';

export function SiteFooter() {
  const year = new Date().getFullYear();
  const storeName = useStoreName() ?? DEFAULT_STORE_NAME;

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
          <SocialLinks linkClassName="border-neutral-700 hover:border-paper hover:bg-paper hover:text-ink" />
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
        {/* A page rendered on the server before the new year hydrates in it without a warning. */}
        <p
          className="mx-auto max-w-7xl px-4 py-6 text-xs text-neutral-400 sm:px-6"
          suppressHydrationWarning
        >
          © {year} {storeName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
