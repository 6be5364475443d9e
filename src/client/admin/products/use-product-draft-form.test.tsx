// @vitest-environment jsdom
// The product form's draft in real browser storage (spec admin §3, §4): what is written comes
// back field for field, and a draft goes once the form is back at the saved values.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, readDraft, writeDraft } from './product-draft';
import { blankProductValues, type ProductFormValues } from './product-form-values';
import { useProductDraftForm } from './use-product-draft-form';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('product draft', () => {
  it('reads back every field of the form as written', () => {
    const values: ProductFormValues = {
      ...blankProductValues(),
      name: 'Every Field Tee',
      price: '19.99',
      description: 'Soft.',
      collections: ['NBA', 'Halloween'],
      featuredInCollections: ['Halloween'],
      inStock: false,
      images: [{ url: '/uploads/product-images/a-w1600.webp', color: 'Navy' }],
    };
    writeDraft(draftKey(null), values);
    expect(readDraft(draftKey(null))).toEqual(values);
  });

  it('drops a restored draft once the form is back at the saved values', () => {
    const saved = blankProductValues();
    writeDraft(draftKey(null), { ...saved, name: 'Half-finished Hoodie' });

    const { result } = renderHook(() => useProductDraftForm(null, saved));
    expect(result.current.showDraftNotice).toBe(true);
    expect(result.current.form.getValues('name')).toBe('Half-finished Hoodie');

    act(() => result.current.form.setValue('name', ''));
    expect(window.localStorage.getItem(draftKey(null))).toBeNull();
  });
});
