import { lazy, Suspense, useEffect, useState } from 'react';

// The button shows only after 300 px of scrolling, so it is never part of the first paint: its
// code (the scroll watch and the check of what lies under it) loads on the page's first scroll.
const BackToTop = lazy(async () => ({ default: (await import('./back-to-top')).BackToTop }));

/** The floating "Back to top" button (spec §4), fetched once the visitor scrolls. */
export function BackToTopButton() {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (scrolled) return;
    // A reload or Back may open the page already scrolled.
    if (window.scrollY > 0) {
      setScrolled(true);
      return;
    }
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);

  if (!scrolled) return null;
  return (
    <Suspense fallback={null}>
      <BackToTop />
    </Suspense>
  );
}
