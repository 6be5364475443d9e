import { clsx } from 'clsx';
import { ArrowUp } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const SHOW_AFTER_PX = 300;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

const isPastThreshold = () => window.scrollY > SHOW_AFTER_PX;

export function BackToTopButton() {
  // A boolean snapshot: scrolling re-renders only when the button appears or disappears.
  const visible = useSyncExternalStore(subscribe, isPastThreshold, () => false);

  if (!visible) return null;

  return (
    <button
      type="button"
      aria-label="Back to top"
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
