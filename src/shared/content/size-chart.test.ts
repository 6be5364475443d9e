import { describe, expect, it } from 'vitest';
import { parseSizeChart } from './size-chart';

describe('size chart text', () => {
  it('splits blocks on blank lines: a heading, then bullets', () => {
    expect(
      parseSizeChart(
        'How to measure\nChest: armpit to armpit\nLength: shoulder to hem\n\nFit\nTrue to size',
      ),
    ).toEqual([
      {
        heading: 'How to measure',
        bullets: ['Chest: armpit to armpit', 'Length: shoulder to hem'],
      },
      { heading: 'Fit', bullets: ['True to size'] },
    ]);
  });

  it("trims a heading's leading dash and bullet markers", () => {
    expect(parseSizeChart('- Care\n- Wash cold\n• Hang dry')).toEqual([
      { heading: 'Care', bullets: ['Wash cold', 'Hang dry'] },
    ]);
  });

  it('ignores extra blank lines, spaces and Windows line ends', () => {
    expect(parseSizeChart('\r\n\r\n  Fit  \r\n  Relaxed \r\n\r\n\r\n\r\n')).toEqual([
      { heading: 'Fit', bullets: ['Relaxed'] },
    ]);
  });

  it('gives nothing for an empty description', () => {
    expect(parseSizeChart('')).toEqual([]);
    expect(parseSizeChart('  \n \n')).toEqual([]);
  });
});
