import { useEffect, useRef } from 'react';

/**
 * Drives a native <dialog> from React state: `showModal()` when `open` turns true, `close()`
 * when it turns false. The browser then does what a modal needs: the page behind becomes inert,
 * focus moves in and returns to the opener on close, and Escape asks to close.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
