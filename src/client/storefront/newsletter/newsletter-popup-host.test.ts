import { describe, expect, it } from 'vitest';
import { showsPopup } from './newsletter-popup-host';

describe('where the newsletter popup may open (spec §4)', () => {
  it('opens on storefront pages', () => {
    for (const path of ['/', '/products', '/product/abc', '/cart', '/checkouts']) {
      expect(showsPopup(path), path).toBe(true);
    }
  });

  it('never at checkout, on the locked page or in the back office', () => {
    for (const path of ['/checkout', '/checkout/', '/site-locked', '/admin', '/admin/popup']) {
      expect(showsPopup(path), path).toBe(false);
    }
  });
});
