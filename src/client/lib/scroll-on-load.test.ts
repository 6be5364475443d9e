import { describe, expect, it } from 'vitest';
import { positionsWithoutEntry } from './scroll-on-load';

const saved = JSON.stringify({ default: 1200, abc: 300 });

describe('positionsWithoutEntry', () => {
  it('forgets the entry of a reload or a fresh visit, keeping the others', () => {
    expect(positionsWithoutEntry(saved, 'reload', 'abc')).toBe(JSON.stringify({ default: 1200 }));
    expect(positionsWithoutEntry(saved, 'navigate', 'default')).toBe(JSON.stringify({ abc: 300 }));
  });

  it('keeps everything when the visitor went back or forward', () => {
    expect(positionsWithoutEntry(saved, 'back_forward', 'abc')).toBeNull();
  });

  it('changes nothing when there is nothing saved for the entry, or the store is unreadable', () => {
    expect(positionsWithoutEntry(saved, 'reload', 'other')).toBeNull();
    expect(positionsWithoutEntry(null, 'reload', 'abc')).toBeNull();
    expect(positionsWithoutEntry('{not json', 'reload', 'abc')).toBeNull();
  });
});
