import type { ReactNode } from 'react';

export interface FormMessageProps {
  /** Referenced by the control's aria-describedby, so the message is read with it. */
  id: string;
  children: ReactNode;
}

/**
 * A form's message beside the field or button it is about. Toasts stack over the header on a
 * phone and vanish; this stays where the shopper looks until the next try.
 */
export function FormMessage({ id, children }: FormMessageProps) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className="text-sm text-accent">
      {children}
    </p>
  );
}
