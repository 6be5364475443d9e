import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ProductInput } from '../../../shared/catalog/product-input.schema';
import { clearDraft, draftKey, readDraft, writeDraft } from './product-draft';
import { productResolver, type ProductFormValues } from './product-form-values';

/** Keys sorted: the saved values, a draft read back and the form's own may list them in any order. */
const sortedKeys = (_key: string, value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

const sameValues = (a: ProductFormValues, b: ProductFormValues) =>
  JSON.stringify(a, sortedKeys) === JSON.stringify(b, sortedKeys);

/**
 * The product form's state, kept as a draft in browser storage (spec admin §3, §4): a draft
 * found when the form opens is restored, every change is written, and back at the saved
 * values the draft is dropped.
 */
export function useProductDraftForm(productId: string | null, savedValues: ProductFormValues) {
  const storageKey = draftKey(productId);
  // Read once: the draft restored is the one found when the form opened (spec admin §4).
  const [restoredDraft] = useState(() => {
    const draft = readDraft(storageKey);
    return draft && !sameValues(draft, savedValues) ? draft : null;
  });
  const [showDraftNotice, setShowDraftNotice] = useState(restoredDraft !== null);

  const form = useForm<ProductFormValues, unknown, ProductInput>({
    defaultValues: restoredDraft ?? savedValues,
    resolver: productResolver,
  });

  // Every change is kept in browser storage; back to the saved values, the draft is dropped.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (sameValues(values, savedValues)) clearDraft(storageKey);
          else writeDraft(storageKey, values);
        },
      }),
    [form, savedValues, storageKey],
  );

  const discardDraft = () => {
    form.reset(savedValues);
    clearDraft(storageKey);
    setShowDraftNotice(false);
  };

  /** After a successful save. */
  const dropDraft = () => clearDraft(storageKey);

  return { form, showDraftNotice, discardDraft, dropDraft };
}
