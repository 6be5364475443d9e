import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OUTSIDE_PROVIDER, useCart } from './cart-context';

function CartBadge() {
  return createElement('span', null, useCart().itemCount);
}

describe('useCart', () => {
  it('refuses to run outside CartProvider, with the spec message', () => {
    expect(OUTSIDE_PROVIDER).toBe('useCart must be used within a CartProvider');
    expect(() => renderToString(createElement(CartBadge))).toThrow(
      'useCart must be used within a CartProvider',
    );
  });
});
