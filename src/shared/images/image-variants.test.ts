import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, variantKey } from './image-variants';

describe('image variants', () => {
  it('names each width of a stored image', () => {
    expect(variantKey('product-images/abc', 800)).toBe('product-images/abc-w800.webp');
  });

  it('swaps the width of a stored image URL', () => {
    expect(imageVariantUrl('/uploads/product-images/abc-w1600.webp', 400)).toBe(
      '/uploads/product-images/abc-w400.webp',
    );
  });

  it('lists every width in the srcset', () => {
    expect(imageSrcSet('/u/a-w1600.webp')).toBe(
      '/u/a-w400.webp 400w, /u/a-w800.webp 800w, /u/a-w1600.webp 1600w',
    );
  });

  it('leaves other URLs alone', () => {
    expect(imageVariantUrl('/placeholder.svg', 400)).toBe('/placeholder.svg');
    expect(imageSrcSet('https://cdn.example/photo.jpg')).toBeUndefined();
  });
});
