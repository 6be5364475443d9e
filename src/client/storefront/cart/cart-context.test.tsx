// @vitest-environment jsdom
// The cart provider as the storefront mounts it: a real DOM, real browser storage and sonner's
// toaster, so each test checks what the shopper sees and what the next visit restores.
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { toast, Toaster } from 'sonner';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CartProvider, useCart } from './cart-context';
import type { CartLine } from './cart-lines';

const tee: CartLine = {
  id: 'tee',
  name: 'Grace Tee',
  image: '/uploads/product-images/tee-w400.webp',
  price: 3500,
  quantity: 1,
  selectedSize: 'M',
  selectedColor: 'Black',
};
const hoodie: CartLine = {
  id: 'hoodie',
  name: 'Faith Hoodie',
  image: '/uploads/product-images/hoodie-w400.webp',
  price: 6800,
  quantity: 1,
  selectedSize: 'L',
  selectedColor: 'Cream',
};

function Storefront({ children }: { children: ReactNode }) {
  return (
    <>
      <CartProvider>{children}</CartProvider>
      <Toaster />
    </>
  );
}

function openStorefront() {
  return renderHook(() => useCart(), { wrapper: Storefront }).result;
}

/** What the next page load restores: the spec's `cart` key in local storage. */
function stored(): unknown {
  return JSON.parse(localStorage.getItem('cart') ?? 'null');
}

/** Lines as the cart page lists them: name, size, colour and quantity. */
function summary(lines: readonly CartLine[]) {
  return lines.map(
    (line) => `${line.name} ${line.selectedSize}/${line.selectedColor} x${line.quantity}`,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  // Sonner keeps its toasts in the module and shows them to the next Toaster that mounts.
  toast.dismiss();
  // Vitest runs without globals, so Testing Library cannot unmount by itself.
  cleanup();
});
// Sonner removes a dismissed toast 200 ms later, on a timer cleanup() leaves running: the DOM
// must still be here when the last one fires, or React reads a `window` that is gone.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 300)));

describe('adding', () => {
  it('offers View Cart on the "Added to cart" toast, which opens the cart', async () => {
    let opened = 0;
    const cart = renderHook(() => useCart(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <>
          <CartProvider onViewCart={() => (opened += 1)}>{children}</CartProvider>
          <Toaster />
        </>
      ),
    }).result;
    act(() => cart.current.addItem(tee));

    fireEvent.click(await screen.findByRole('button', { name: 'View Cart' }));
    expect(opened).toBe(1);
  });

  it('puts a new line in the cart, says "Added to cart" and saves it', async () => {
    const cart = openStorefront();
    act(() => cart.current.addItem(tee));

    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(summary(cart.current.lines)).toEqual(['Grace Tee M/Black x1']);
    expect(cart.current.itemCount).toBe(1);
    expect(stored()).toEqual([tee]);
  });

  it('raises the quantity of the same product, size and colour by the amount added', async () => {
    const cart = openStorefront();
    act(() => cart.current.addItem(tee));
    act(() => cart.current.addItem({ ...tee, quantity: 2 }));

    expect(await screen.findByText('Updated cart quantity')).toBeTruthy();
    expect(summary(cart.current.lines)).toEqual(['Grace Tee M/Black x3']);
    expect(cart.current.itemCount).toBe(3);
    expect(stored()).toEqual([{ ...tee, quantity: 3 }]);
  });

  it('keeps another size or colour of the same product as its own line', async () => {
    const cart = openStorefront();
    act(() => cart.current.addItem(tee));
    act(() => cart.current.addItem({ ...tee, selectedSize: 'XL' }));
    act(() => cart.current.addItem({ ...tee, selectedColor: 'White' }));

    await waitFor(() => expect(screen.getAllByText('Added to cart')).toHaveLength(3));
    expect(screen.queryByText('Updated cart quantity')).toBeNull();
    expect(summary(cart.current.lines)).toEqual([
      'Grace Tee M/Black x1',
      'Grace Tee XL/Black x1',
      'Grace Tee M/White x1',
    ]);
  });

  it('applies two changes made in one event to each other, not to a stale cart', () => {
    const cart = openStorefront();
    act(() => {
      cart.current.addItem(tee);
      cart.current.addItem(tee);
      cart.current.addItem(hoodie);
    });

    expect(summary(cart.current.lines)).toEqual([
      'Grace Tee M/Black x2',
      'Faith Hoodie L/Cream x1',
    ]);
    expect(stored()).toEqual([{ ...tee, quantity: 2 }, hoodie]);
  });
});

describe('changing and removing', () => {
  it('removes a line with "Removed from cart" and keeps the others', async () => {
    const cart = openStorefront();
    act(() => {
      cart.current.addItem(tee);
      cart.current.addItem(hoodie);
    });
    act(() => cart.current.removeItem(tee));

    expect(await screen.findByText('Removed from cart')).toBeTruthy();
    expect(summary(cart.current.lines)).toEqual(['Faith Hoodie L/Cream x1']);
    expect(stored()).toEqual([hoodie]);
  });

  it('sets a quantity, and removes the line at zero or less', async () => {
    const cart = openStorefront();
    act(() => {
      cart.current.addItem(tee);
      cart.current.addItem(hoodie);
    });
    act(() => cart.current.updateQuantity(tee, 4));
    expect(summary(cart.current.lines)).toEqual([
      'Grace Tee M/Black x4',
      'Faith Hoodie L/Cream x1',
    ]);
    expect(stored()).toEqual([{ ...tee, quantity: 4 }, hoodie]);

    act(() => cart.current.updateQuantity(tee, 0));
    expect(await screen.findByText('Removed from cart')).toBeTruthy();
    act(() => cart.current.updateQuantity(hoodie, -1));

    await waitFor(() => expect(screen.getAllByText('Removed from cart')).toHaveLength(2));
    expect(cart.current.lines).toEqual([]);
    expect(cart.current.itemCount).toBe(0);
    expect(stored()).toEqual([]);
  });
});

describe('clearing', () => {
  it('empties the cart with "Cart cleared"', async () => {
    const cart = openStorefront();
    act(() => {
      cart.current.addItem(tee);
      cart.current.addItem(hoodie);
    });
    act(() => cart.current.clearCart());

    expect(await screen.findByText('Cart cleared')).toBeTruthy();
    expect(cart.current.lines).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('says nothing when asked to be silent (the order confirmation speaks instead)', async () => {
    const cart = openStorefront();
    act(() => cart.current.addItem(tee));
    act(() => cart.current.clearCart({ silent: true }));
    expect(stored()).toEqual([]);

    // Toasts appear in order: once a later one shows, a "Cart cleared" would already be there.
    act(() => cart.current.addItem(hoodie));
    await waitFor(() => expect(screen.getAllByText('Added to cart')).toHaveLength(2));
    expect(screen.queryByText('Cart cleared')).toBeNull();
  });
});

describe('restoring from browser storage', () => {
  it('restores the saved cart on load, merging lines stored twice', () => {
    localStorage.setItem('cart', JSON.stringify([tee, hoodie, { ...tee, quantity: 2 }]));
    const cart = openStorefront();

    expect(summary(cart.current.lines)).toEqual([
      'Grace Tee M/Black x3',
      'Faith Hoodie L/Cream x1',
    ]);
    expect(cart.current.itemCount).toBe(4);
  });

  it('starts empty from an unreadable cart and drops lines it cannot read', () => {
    localStorage.setItem('cart', '{not json');
    expect(openStorefront().current.lines).toEqual([]);
    cleanup();

    localStorage.setItem('cart', JSON.stringify([{ id: 'old-shape', qty: 1 }, hoodie]));
    expect(summary(openStorefront().current.lines)).toEqual(['Faith Hoodie L/Cream x1']);
  });

  it('adds to the restored cart rather than replacing it', async () => {
    localStorage.setItem('cart', JSON.stringify([tee]));
    const cart = openStorefront();
    act(() => cart.current.addItem(tee));

    expect(await screen.findByText('Updated cart quantity')).toBeTruthy();
    expect(stored()).toEqual([{ ...tee, quantity: 2 }]);
  });

  it("follows another tab's changes to the stored cart", () => {
    const cart = openStorefront();
    act(() => cart.current.addItem(tee));

    localStorage.setItem('cart', JSON.stringify([hoodie]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    expect(summary(cart.current.lines)).toEqual(['Faith Hoodie L/Cream x1']);

    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(cart.current.lines).toEqual([]);
  });
});

describe('useCart', () => {
  it('refuses to run outside CartProvider, with the spec message', () => {
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used within a CartProvider');
  });
});

describe('on a server-rendered page', () => {
  it('adds to the stored cart when a tap comes before hydration has restored it', async () => {
    localStorage.setItem('cart', JSON.stringify([tee]));
    // A tap answered while the page hydrates: before the effect that restores the stored cart.
    function TapDuringHydration() {
      const { addItem } = useCart();
      const tapped = useRef(false);
      useLayoutEffect(() => {
        if (tapped.current) return;
        tapped.current = true;
        addItem(hoodie);
      }, [addItem]);
      return null;
    }
    const page = (
      <CartProvider>
        <TapDuringHydration />
      </CartProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page));
    expect(stored()).toEqual([tee, hoodie]);
    await act(async () => root.unmount());
    container.remove();
  });
});
