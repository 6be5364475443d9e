import { lazy, Suspense, useState } from 'react';
import { MobileMenuButton } from './mobile-menu-button';

// The sheet and its dialog engine (Radix, about 13 kB gzip) are not needed to paint a page: they
// are fetched when the shopper reaches for the menu, and the button looks the same meanwhile.
const importSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(async () => ({ default: (await importSheet()).MobileMenuSheet }));

export function MobileMenu() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);

  const button = (
    <MobileMenuButton
      aria-haspopup="dialog"
      aria-expanded={false}
      // A finger on the button (or focus on it) starts the download before the tap ends.
      onPointerDown={() => void importSheet()}
      onFocus={() => void importSheet()}
      onClick={() => {
        setWanted(true);
        setOpen(true);
      }}
    />
  );

  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <MobileMenuSheet open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
