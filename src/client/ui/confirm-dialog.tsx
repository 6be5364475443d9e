import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { Button } from './button';
import { useModalDialog } from './modal';
import { Spinner } from './spinner';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question itself, e.g. "Are you sure you want to delete this product?". */
  description: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Runs on confirm; the dialog stays open (with a spinner) until the caller closes it. */
  onConfirm: () => void;
  pending?: boolean;
}

/**
 * Asks before a destructive action: an alert dialog on the native <dialog> (see dialog.tsx for
 * why not Radix), rather than `window.confirm`, so it is styled and names what it deletes.
 * Focus starts on Cancel, so Enter never deletes by accident; a click outside does not close it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  onConfirm,
  pending = false,
}: ConfirmDialogProps) {
  const ref = useModalDialog(open);
  const id = useId();

  // Escape asks to cancel; while the action runs, the dialog stays until it ends.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!pending) onOpenChange(false);
  };

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      onCancel={onCancel}
      onClose={() => onOpenChange(false)}
      className="m-auto w-[calc(100vw-2rem)] max-w-md border border-line bg-paper p-6 text-ink shadow-xl backdrop:bg-ink/50 open:animate-fade-in"
    >
      {open ? (
        <>
          <h2 id={`${id}-title`} className="font-display text-lg tracking-tight uppercase">
            {title}
          </h2>
          <p id={`${id}-description`} className="mt-2 text-sm text-muted">
            {description}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onOpenChange(false)}
              disabled={pending}
            >
              {cancelLabel}
            </Button>
            <Button variant="accent" size="sm" onClick={onConfirm} disabled={pending}>
              {pending ? <Spinner className="size-4" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
