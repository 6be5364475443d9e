import { describe, expect, it } from 'vitest';
import { COLOR_SWATCHES, UNKNOWN_SWATCH_HEX, swatchHex } from './colors';

describe('swatchHex', () => {
  it('knows every colour name of the spec', () => {
    const names = [
      'Black',
      'White',
      'Grey',
      'Gray',
      'Red',
      'Blue',
      'Green',
      'Yellow',
      'Orange',
      'Purple',
      'Pink',
      'Navy',
      'Cream',
      'Vintage Black',
      'Vintage White',
      'Charcoal',
      'Olive',
      'Maroon',
      'Burgundy',
      'Forest Green',
      'Sky Blue',
      'Dusty Pink',
    ];
    for (const name of names) expect(swatchHex(name), name).not.toBe(UNKNOWN_SWATCH_HEX);
    expect(Object.keys(COLOR_SWATCHES).sort()).toEqual([...names].sort());
  });

  it('gives valid six-digit hex colours, Grey and Gray alike', () => {
    for (const hex of Object.values(COLOR_SWATCHES)) expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(swatchHex('Grey')).toBe(swatchHex('Gray'));
  });

  it('ignores case and extra spaces in the name', () => {
    expect(swatchHex(' vintage   BLACK ')).toBe(COLOR_SWATCHES['Vintage Black']);
  });

  it('shows grey for a name it does not know', () => {
    expect(swatchHex('Sunset Ombre')).toBe('#9ca3af');
    expect(swatchHex('')).toBe('#9ca3af');
    expect(swatchHex('constructor')).toBe('#9ca3af');
  });
});
