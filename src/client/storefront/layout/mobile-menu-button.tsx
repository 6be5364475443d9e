import { Menu } from 'lucide-react';
import type { ComponentProps } from 'react';

/** The header's menu button, the same before and after the menu's code arrives. */
export function MobileMenuButton(props: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label="Open menu"
      className="inline-flex size-10 items-center justify-center hover:bg-surface md:hidden"
      {...props}
    >
      <Menu aria-hidden="true" className="size-5" />
    </button>
  );
}
