import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Dialog } from 'radix-ui';

export const Sheet = Dialog.Root;
export const SheetTrigger = Dialog.Trigger;
export const SheetClose = Dialog.Close;

export interface SheetContentProps extends Omit<ComponentProps<typeof Dialog.Content>, 'title'> {
  /** Every dialog needs an accessible name; the title gives it. */
  title: ReactNode;
  closeLabel?: string;
}

/** A panel sliding in from the left edge, for the phone menus. */
export function SheetContent({
  title,
  closeLabel = 'Close menu',
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/50" />
      <Dialog.Content
        aria-describedby={undefined}
        className={clsx(
          'fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] animate-sheet-in flex-col bg-paper shadow-xl focus:outline-none',
          className,
        )}
        {...props}
      >
        <div className="flex h-16 items-center justify-between border-b border-line px-5">
          <Dialog.Title className="font-display text-lg tracking-tight uppercase">
            {title}
          </Dialog.Title>
          <Dialog.Close
            aria-label={closeLabel}
            className="inline-flex size-10 items-center justify-center hover:bg-surface"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
