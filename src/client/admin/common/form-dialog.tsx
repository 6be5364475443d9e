import type { ReactNode } from 'react';
import { Dialog } from '../../ui/dialog';

/** What a list's form dialog edits: one of the list's records, a new one, or nothing (closed). */
export type FormDialogTarget<Item> = Item | 'new' | null;

export interface FormDialogProps<Item> {
  target: FormDialogTarget<Item>;
  onClose: () => void;
  /** The dialog's title for each case, e.g. "Add Promotion" and "Edit Promotion". */
  titles: { add: string; edit: string };
  /** The form: given the record to edit, or null for a new one. */
  children: (item: Item | null) => ReactNode;
}

/** The add and edit form of an admin list, in a dialog (showcases, promotions). */
export function FormDialog<Item>({ target, onClose, titles, children }: FormDialogProps<Item>) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={target === 'new' ? titles.add : titles.edit}
    >
      {children(target === 'new' ? null : target)}
    </Dialog>
  );
}
