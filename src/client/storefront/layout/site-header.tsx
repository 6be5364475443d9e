import { ShoppingBag } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { clsx } from 'clsx';
import { paths } from '../../paths';
import { HeaderSearch } from '../search/header-search';
import { AccountMenu } from './account-menu';
import { MobileMenu } from './mobile-menu';
import { primaryNavLinks } from './nav-links';
import { useCartCount } from './use-cart-count';

function CartLink() {
  const count = useCartCount();
  return (
    <Link
      to={paths.cart}
      aria-label="Cart"
      aria-describedby="cart-count"
      className="relative inline-flex size-10 items-center justify-center hover:bg-surface"
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] leading-5 font-bold text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
      <span id="cart-count" className="sr-only">
        {count === 1 ? '1 item' : `${count} items`}
      </span>
    </Link>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
        <MobileMenu />
        <Link
          to={paths.home}
          className="font-display text-2xl leading-none tracking-tighter uppercase"
        >
          CTK
        </Link>
        <nav aria-label="Main" className="ml-8 hidden items-center gap-6 md:flex">
          {primaryNavLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                clsx(
                  'text-xs font-semibold tracking-widest uppercase transition-colors hover:text-accent',
                  isActive && 'text-accent',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <HeaderSearch />
          <AccountMenu />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
