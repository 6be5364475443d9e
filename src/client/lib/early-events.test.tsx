// @vitest-environment jsdom
// A server-rendered page tapped and typed into before React hydrates it (decision 039): the
// page's inline script holds what the shopper did, and the client answers each once, with the
// cart the browser had stored.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { startTransition, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_EVENTS_INLINE_SOURCE } from '../../shared/site/early-events';
import { CartProvider, useCart } from '../storefront/cart/cart-context';
import type { CartLine } from '../storefront/cart/cart-lines';
import { ReplayEarlyEvents, takeEarlyEvents } from './early-events';

const line = (id: string): CartLine => ({
  id,
  name: id,
  image: '/uploads/product-images/x-w400.webp',
  price: 3500,
  quantity: 1,
  selectedSize: 'M',
  selectedColor: 'Black',
});

function AddButton() {
  const cart = useCart();
  return (
    <button type="button" onClick={() => cart.addItem(line('hoodie'))}>
      Add to Cart ({cart.itemCount})
    </button>
  );
}

function Search({ onSearch }: { onSearch: (q: string) => void }) {
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q);
  };
  return (
    <form role="search" onSubmit={submit}>
      <input aria-label="Search products" value={q} onChange={(e) => setQ(e.target.value)} />
    </form>
  );
}

let searches: string[];
function Page() {
  return (
    <CartProvider>
      <AddButton />
      <Search onSearch={(q) => searches.push(q)} />
    </CartProvider>
  );
}

let root: Root | undefined;

/** The page as the server sends it: rendered markup, with the inline script run first. */
function serverRenderedPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  new Function(EARLY_EVENTS_INLINE_SOURCE)();
  return container;
}

/** What main.tsx does once the page's script has arrived. */
function hydrate(container: HTMLElement): void {
  const held = takeEarlyEvents();
  startTransition(() => {
    root = hydrateRoot(
      container,
      <>
        <Page />
        <ReplayEarlyEvents held={held} />
      </>,
    );
  });
}

const storedIds = () =>
  (JSON.parse(localStorage.getItem('cart') ?? '[]') as CartLine[]).map(
    (stored) => `${stored.id} x${stored.quantity}`,
  );

beforeEach(() => {
  searches = [];
  localStorage.clear();
  // A returning shopper: two things already in the cart.
  localStorage.setItem('cart', JSON.stringify([line('tee'), line('cap')]));
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
});

describe('before hydration', () => {
  it('answers a tap on Add to Cart once, keeping the stored cart', async () => {
    const container = serverRenderedPage();
    screen.getByRole('button', { name: /Add to Cart/ }).click();
    await act(async () => hydrate(container));
    await waitFor(() => expect(storedIds()).toEqual(['tee x1', 'cap x1', 'hoodie x1']));
    await waitFor(() => screen.getByRole('button', { name: 'Add to Cart (3)' }));
  });

  it('sends a search typed and submitted with its text', async () => {
    const container = serverRenderedPage();
    const box = screen.getByRole('textbox', { name: 'Search products' }) as HTMLInputElement;
    box.value = 'crewneck';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    screen
      .getByRole('search')
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await act(async () => hydrate(container));
    await waitFor(() => expect(searches).toEqual(['crewneck']));
    expect(box.value).toBe('crewneck');
  });
});

describe('during hydration', () => {
  it('answers a tap once: React takes it, nothing holds it too', async () => {
    const container = serverRenderedPage();
    await act(async () => {
      hydrate(container);
      screen.getByRole('button', { name: /Add to Cart/ }).click();
    });
    await waitFor(() => screen.getByRole('button', { name: 'Add to Cart (3)' }));
    // A frame and more later, nothing was added twice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(storedIds()).toEqual(['tee x1', 'cap x1', 'hoodie x1']);
  });
});
