import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useModalDialog } from './modal';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the dialog for screen readers and tests. */
  title: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  closeLabel?: string;
  className?: string;
  /** Rendered only while open, so a form inside starts fresh each time. */
  children: ReactNode;
}

/**
 * A centred modal panel (forms, details) on the native <dialog>. Not Radix's Dialog: with
 * Radix in lazy admin chunks, the bundler (Rolldown 1.2, rolldown/rolldown#10731) splits the
 * Radix code the storefront's first download already holds into extra files, which makes that
 * download larger. On a phone the panel fills the width and scrolls inside.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel = 'Close',
  className,
  children,
}: DialogProps) {
  const ref = useModalDialog(open);
  const id = useId();

  // A click on the backdrop lands on the <dialog> itself (the panel covers all of its box).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onOpenChange(false);
  };

  return (
    // Escape closes it natively; the backdrop click is the pointer's extra way out.
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      // Only its own close: React hands it a confirmation's close too, when one is rendered inside.
      onClose={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      onClick={onClick}
      className={clsx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg border border-line bg-paper p-0 text-ink shadow-xl',
        'backdrop:bg-ink/50 open:flex open:animate-fade-in open:flex-col',
        className,
      )}
    >
      {open ? (
        <>
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4">
            <div className="min-w-0 space-y-1">
              <h2 id={`${id}-title`} className="font-display text-lg tracking-tight uppercase">
                {title}
              </h2>
              {description ? (
                <p id={`${id}-description`} className="text-sm text-muted">
                  {description}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              aria-label={closeLabel}
              onClick={() => onOpenChange(false)}
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center hover:bg-surface"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-5">{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
