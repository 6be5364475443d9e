// Which names a mail shows as typed, and which it leaves out (docs/decisions/049).
import { describe, expect, it } from 'vitest';
import { MAX_MAIL_NAME_LENGTH, mailName } from './mail-name';

describe('mailName', () => {
  it.each([
    ['Ruth Shopper', 'Ruth Shopper'],
    ['  Ruth \t O’Brien-Smith  ', 'Ruth O’Brien-Smith'],
    ['J. R. R. Tolkien', 'J. R. R. Tolkien'],
    ['Dr. Martin Luther King Jr.', 'Dr. Martin Luther King Jr.'],
    ['Nguyễn Văn An', 'Nguyễn Văn An'],
    ['李小龙', '李小龙'],
  ])('shows %j as %j', (typed, shown) => {
    expect(mailName(typed)).toBe(shown);
  });

  it.each([
    'Your account is suspended – verify at http://evil.example',
    'verify at www.evil',
    'evil.example',
    'J.R.R. Tolkien',
    'help@evil.example',
    'Call 555 0100',
    'Ruth <b>Shopper</b>',
    'Ruth (admin)',
    '',
    'a'.repeat(MAX_MAIL_NAME_LENGTH + 1),
  ])('leaves %j out', (typed) => {
    expect(mailName(typed)).toBeNull();
  });
});
