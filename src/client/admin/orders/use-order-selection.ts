import { useState } from 'react';
import type { AdminOrderSummary } from '../../../shared/orders/admin-order.schema';

const NONE: ReadonlySet<string> = new Set();

/**
 * The orders chosen in the list for a PDF. A choice belongs to the view it was made in: another
 * status or search starts with none, so a print never holds orders the owner cannot see.
 */
export function useOrderSelection(viewKey: string, shown: readonly AdminOrderSummary[]) {
  const [choice, setChoice] = useState<{ viewKey: string; ids: ReadonlySet<string> }>({
    viewKey,
    ids: NONE,
  });
  const chosen = choice.viewKey === viewKey ? choice.ids : NONE;
  const selected = shown.filter((order) => chosen.has(order.id)).map((order) => order.id);
  return {
    selected,
    isSelected: (id: string) => chosen.has(id),
    toggle: (id: string, on: boolean) => {
      const ids = new Set(chosen);
      if (on) ids.add(id);
      else ids.delete(id);
      setChoice({ viewKey, ids });
    },
    selectAll: (all: boolean) =>
      setChoice({ viewKey, ids: all ? new Set(shown.map((order) => order.id)) : NONE }),
  };
}
