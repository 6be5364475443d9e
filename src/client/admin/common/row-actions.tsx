import { Pencil, Trash2 } from 'lucide-react';
import { toast } from '../../ui/toast';
import { Button } from '../../ui/button';
import { Switch } from '../../ui/switch';

export interface RowActionsProps {
  /** Accessible names of the three controls, e.g. "Show X showcase", "Edit X showcase". */
  labels: { active: string; edit: string; delete: string };
  isActive: boolean;
  toggling: boolean;
  onToggle: (isActive: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The active switch, edit and delete buttons of a row in an admin list (showcases, promotions). */
export function RowActions({
  labels,
  isActive,
  toggling,
  onToggle,
  onEdit,
  onDelete,
}: RowActionsProps) {
  return (
    <div className="flex w-full shrink-0 items-center justify-end gap-2 sm:w-auto">
      <Switch
        aria-label={labels.active}
        checked={isActive}
        disabled={toggling}
        onCheckedChange={onToggle}
      />
      <Button variant="ghost" size="icon" aria-label={labels.edit} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={labels.delete}
        onClick={onDelete}
        className="text-accent hover:bg-accent-soft"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

export interface ActiveSwitchTexts {
  /** The toasts after switching on and off, e.g. "Promotion activated", "Promotion deactivated". */
  on: string;
  off: string;
  /** The toast when the change was not saved, e.g. "Failed to update promotion". */
  failed: string;
}

/** The mutation behind a row's switch, as `useMutation` returns it (e.g. `useSetPromotionActive()`). */
export interface SetActiveMutation {
  mutate: (
    variables: { id: string; isActive: boolean },
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

/** Drives the active switch of `RowActions`: saves the new state and toasts the outcome. */
export function useActiveSwitch(
  mutation: SetActiveMutation,
  id: string,
  texts: ActiveSwitchTexts,
): Pick<RowActionsProps, 'toggling' | 'onToggle'> {
  return {
    toggling: mutation.isPending,
    onToggle: (isActive) =>
      mutation.mutate(
        { id, isActive },
        {
          onSuccess: () => toast.success(isActive ? texts.on : texts.off),
          onError: (error) => {
            console.error(texts.failed, error);
            toast.error(texts.failed);
          },
        },
      ),
  };
}
