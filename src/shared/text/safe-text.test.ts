import { describe, expect, it } from 'vitest';
import { isSafeText, safeText } from './safe-text';

describe('safeText', () => {
  const name = safeText('Name').trim().min(1, 'Name is required').max(100);
  const message = safeText('Message', { multiline: true }).trim().max(1000);
  const issue = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('takes ordinary text in any script, with emoji', () => {
    for (const value of ['Jane Doe', 'Zoë Ñúñez', '李小龍', 'Ayşe 😀', 'O’Brien-Smith'])
      expect(name.parse(value)).toBe(value);
  });

  it.each([
    ['a NUL', 'Jane\u0000Doe'],
    ['an escape', 'Jane\u001b[31mDoe'],
    ['a line feed in a one-line field', 'Jane\nDoe'],
    ['a tab in a one-line field', 'Jane\tDoe'],
    ['DEL', 'Jane\u007fDoe'],
    ['a C1 control', 'Jane\u0085Doe'],
    ['a lone high surrogate', 'Jane\ud800'],
    ['a lone low surrogate', '\udc00Jane'],
    ['surrogates in the wrong order', 'Jane\udc00\ud800'],
  ])('refuses %s with the field message', (_, value) => {
    expect(issue(name.safeParse(value))).toBe('Name contains characters that are not allowed');
  });

  it('keeps line feeds and tabs in multi-line text, and folds CR LF into LF', () => {
    expect(message.parse('Hello,\n\tthanks\r\nGrace\r')).toBe('Hello,\n\tthanks\nGrace');
    expect(issue(message.safeParse('Hello\u0000'))).toBe(
      'Message contains characters that are not allowed',
    );
  });

  it('uses the given messages', () => {
    const code = safeText('Code', { required: 'Enter a code', invalid: 'Invalid code' });
    expect(issue(code.safeParse(42))).toBe('Enter a code');
    expect(issue(code.safeParse('AB\u0000'))).toBe('Invalid code');
  });

  it('accepts a surrogate pair and refuses its halves', () => {
    expect(isSafeText('\ud83d\ude00')).toBe(true);
    expect(isSafeText('\ud83d')).toBe(false);
    expect(isSafeText('\ude00')).toBe(false);
  });
});
