import type { ReactNode } from 'react';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';

/** The footer of every admin form dialog: Cancel, and the submit button with its spinner. */
export function FormActions({
  onCancel,
  submitting,
  disabled = false,
  children,
}: {
  onCancel: () => void;
  /** Shows the spinner and blocks a second submit. */
  submitting: boolean;
  /** Blocks the submit for another reason (an upload still running). */
  disabled?: boolean;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-2 border-t border-line pt-4">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitting || disabled}>
        {submitting ? <Spinner className="size-4" /> : null}
        {children}
      </Button>
    </div>
  );
}
