import { clsx } from 'clsx';
import { ArrowUp } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../paths';

const SHOW_AFTER_PX = 300;
/** Where the button sits: `right-5 bottom-5`, `size-12`. */
const INSET_PX = 20;
const SIZE_PX = 48;
/**
 * What the button must never sit on: a form's controls (on a phone, "Send Message" spans the
 * width) and anything marked `data-keep-clear` (the product page's sticky add bar).
 */
const KEEP_CLEAR = 'form button, form input, form select, form textarea, form label';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** Whether something to keep clear lies under the spot the button takes (corners and centre). */
function coversControl(): boolean {
  const right = window.innerWidth - INSET_PX;
  const bottom = window.innerHeight - INSET_PX;
  const left = right - SIZE_PX;
  const top = bottom - SIZE_PX;
  const points: [number, number][] = [
    [left, top],
    [right - 1, top],
    [left, bottom - 1],
    [right - 1, bottom - 1],
    [(left + right) / 2, (top + bottom) / 2],
  ];
  return points.some(([x, y]) =>
    document
      .elementsFromPoint(x, y)
      .some(
        (element) =>
          !element.closest('[data-back-to-top]') &&
          (element.matches(KEEP_CLEAR) || element.closest('[data-keep-clear]') !== null),
      ),
  );
}

const shouldShow = () => window.scrollY > SHOW_AFTER_PX && !coversControl();

export function BackToTop() {
  const { pathname } = useLocation();
  // A boolean snapshot: scrolling re-renders only when the button appears or disappears.
  const visible = useSyncExternalStore(subscribe, shouldShow, () => false);

  // Checkout is one form and its summary: on a phone the button would sit on either.
  if (!visible || pathname === paths.checkout) return null;

  return (
    <button
      type="button"
      aria-label="Back to top"
      data-back-to-top
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={clsx(
        'fixed right-5 bottom-5 z-40 inline-flex size-12 animate-fade-in items-center justify-center',
        'bg-ink text-paper shadow-lg transition-colors hover:bg-accent',
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
