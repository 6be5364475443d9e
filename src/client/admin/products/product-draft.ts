import { ProductFormValuesSchema, type ProductFormValues } from './product-form-values';

// Spec admin §3 "Browser storage": one draft key for a new product and one per product id.
// They are built here rather than listed in lib/storage-keys.ts, which holds fixed names.
const NEW_PRODUCT_DRAFT_KEY = 'ctk_product_draft_new';
const productDraftKey = (id: string) => `ctk_product_draft_${id}`;

export const draftKey = (productId: string | null) =>
  productId ? productDraftKey(productId) : NEW_PRODUCT_DRAFT_KEY;

// localStorage throws where the browser blocks it; a draft is a convenience, never data.
export function readDraft(key: string): ProductFormValues | null {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null) return null;
    // A draft written by an older version of the form is dropped rather than half-restored.
    const parsed = ProductFormValuesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: ProductFormValues): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Quota or policy: the form still works, only the draft is not kept.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeDraft.
  }
}
