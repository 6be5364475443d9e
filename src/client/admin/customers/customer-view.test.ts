import { describe, expect, it } from 'vitest';
import {
  customersViewParams,
  listSearchOf,
  parseCustomersView,
  SORT_CHOICES,
  sortedBy,
} from './customer-view';

const view = (query: string) => parseCustomersView(new URLSearchParams(query));

describe('the Customers view in the address bar', () => {
  it('reads the search, the sort and its direction, each column starting its own way', () => {
    expect(view('')).toEqual({ q: '', sort: 'last_order', dir: 'desc' });
    expect(view('sort=name')).toEqual({ q: '', sort: 'name', dir: 'asc' });
    expect(view('q=ruth&sort=spent&dir=asc')).toEqual({ q: 'ruth', sort: 'spent', dir: 'asc' });
  });

  it('reads an unknown sort or direction as the default', () => {
    expect(view('sort=zip&dir=up')).toEqual({ q: '', sort: 'last_order', dir: 'desc' });
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(customersViewParams({ q: '', sort: 'last_order', dir: 'desc' })).toEqual({});
    const named = { q: 'ruth', sort: 'name', dir: 'desc' } as const;
    expect(customersViewParams(named)).toEqual({ q: 'ruth', sort: 'name', dir: 'desc' });
    expect(view(new URLSearchParams(customersViewParams(named)).toString())).toEqual(named);
  });
});

describe('sorting by a column header', () => {
  it('turns the current column around and starts another its own way', () => {
    const byName = view('sort=name');
    expect(sortedBy(byName, 'name')).toMatchObject({ sort: 'name', dir: 'desc' });
    expect(sortedBy(byName, 'spent')).toMatchObject({ sort: 'spent', dir: 'desc' });
    expect(sortedBy(byName, 'email')).toMatchObject({ sort: 'email', dir: 'asc' });
  });

  it('offers every column both ways in "Sort by", in words', () => {
    expect(SORT_CHOICES.map((choice) => choice.label)).toEqual([
      'Last order, newest first',
      'Last order, oldest first',
      'Name, A to Z',
      'Name, Z to A',
      'Email, A to Z',
      'Email, Z to A',
      'Orders, most first',
      'Orders, fewest first',
      'Total spent, highest first',
      'Total spent, lowest first',
    ]);
  });
});

describe("a customer page's way back", () => {
  it('keeps the list search a customer link carried, and nothing else', () => {
    expect(listSearchOf({ listSearch: '?q=ruth&sort=name' })).toBe('?q=ruth&sort=name');
    expect(listSearchOf({ listSearch: 'https://elsewhere.example' })).toBe('');
    expect(listSearchOf(null)).toBe('');
  });
});
