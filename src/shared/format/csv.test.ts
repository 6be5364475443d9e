import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('CSV cells', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Ruth Shopper')).toBe('Ruth Shopper');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Austin, TX')).toBe('"Austin, TX"');
    expect(csvCell('The "Faith" Tee')).toBe('"The ""Faith"" Tee"');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('turns cells a spreadsheet would run as formulas into text', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      `"'=HYPERLINK(""http://evil.example"")"`,
    );
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('joins a line with commas and ends it with CRLF', () => {
    expect(csvLine(['a', 'b, c', 3, null])).toBe('a,"b, c",3,\r\n');
  });
});
