import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { Sheet, SheetContent, SheetTrigger } from '../../ui/sheet';
import { MobileMenuButton } from './mobile-menu-button';
import { mobileExtraNavLinks, primaryNavLinks } from './nav-links';

/** The phone menu itself (Radix dialog), fetched on the first tap of the menu button. */
export function MobileMenuSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>
        <MobileMenuButton />
      </SheetTrigger>
      <SheetContent title="Menu">
        <nav aria-label="Mobile" className="flex flex-col overflow-y-auto p-2">
          {[...primaryNavLinks, ...mobileExtraNavLinks].map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              onClick={() => onOpenChange(false)}
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
