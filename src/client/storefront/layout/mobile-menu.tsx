import { Menu } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { Sheet, SheetContent, SheetTrigger } from '../../ui/sheet';
import { mobileExtraNavLinks, primaryNavLinks } from './nav-links';

export function MobileMenu() {
  const [open, setOpen] = useState(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger
        aria-label="Open menu"
        className="inline-flex size-10 items-center justify-center hover:bg-surface md:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </SheetTrigger>
      <SheetContent title="Menu">
        <nav aria-label="Mobile" className="flex flex-col overflow-y-auto p-2">
          {[...primaryNavLinks, ...mobileExtraNavLinks].map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                clsx(
                  'px-3 py-3 text-sm font-semibold tracking-wider uppercase hover:bg-surface',
                  isActive && 'text-accent',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
