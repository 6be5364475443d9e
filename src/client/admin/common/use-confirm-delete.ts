import { useState } from 'react';
import { toast } from '../../ui/toast';
import type { ConfirmDialogProps } from '../../ui/confirm-dialog';

export interface ConfirmDeleteTexts<Item> {
  /** The dialog's title, e.g. "Delete promotion". */
  title: string;
  /** The spec's question, e.g. "Are you sure you want to delete this promotion?"; or one naming the item. */
  question: string | ((item: Item) => string);
  /** The success toast, e.g. "Promotion deleted". */
  deleted: string;
  /** The failure toast, e.g. "Failed to delete promotion". */
  failed: string;
}

/** A delete mutation by id, as `useMutation` returns it (e.g. `useDeletePromotion()`). */
export interface DeleteMutation {
  mutate: (
    id: string,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void },
  ) => void;
  isPending: boolean;
}

export type ConfirmDeleteDialogProps = Pick<
  ConfirmDialogProps,
  'open' | 'onOpenChange' | 'title' | 'description' | 'onConfirm' | 'pending'
>;

export interface ConfirmDelete<Item> {
  /** Opens the confirmation for this item. */
  ask: (item: Item) => void;
  /** For `<ConfirmDialog {...dialog} />`. */
  dialog: ConfirmDeleteDialogProps;
}

/**
 * A delete that asks first (spec admin §4): `ask(item)` opens the confirm dialog; confirming runs
 * the mutation and toasts the outcome. While it runs the dialog stays open with a spinner; it
 * closes when the answer comes, success or not.
 */
export function useConfirmDelete<Item extends { id: string }>(
  mutation: DeleteMutation,
  texts: ConfirmDeleteTexts<Item>,
): ConfirmDelete<Item> {
  const [target, setTarget] = useState<Item | null>(null);

  const onConfirm = () => {
    if (!target) return;
    mutation.mutate(target.id, {
      onSuccess: () => toast.success(texts.deleted),
      onError: (error) => {
        console.error(texts.failed, error);
        toast.error(texts.failed);
      },
      onSettled: () => setTarget(null),
    });
  };

  const { question } = texts;
  return {
    ask: setTarget,
    dialog: {
      open: target !== null,
      onOpenChange: (open) => {
        if (!open && !mutation.isPending) setTarget(null);
      },
      title: texts.title,
      description: typeof question === 'string' ? question : target ? question(target) : '',
      onConfirm,
      pending: mutation.isPending,
    },
  };
}
