import { User } from 'lucide-react';

export const accountButtonClass =
  'inline-flex size-10 items-center justify-center hover:bg-surface disabled:opacity-60';

/** Stands in for the account menu while its code loads, so the header does not shift. */
export function AccountButtonPlaceholder() {
  return (
    <button type="button" aria-label="Account" disabled className={accountButtonClass}>
      <User aria-hidden="true" className="size-5" />
    </button>
  );
}
