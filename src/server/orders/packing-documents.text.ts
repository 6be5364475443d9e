// The PDF's standard fonts (Helvetica) write WinAnsi only: pdf-lib throws on any other
// character, and a customer named "Zoë 🌸" or "Łucja" must never turn a print into a 500.
// Every text is reduced to what the font can write before it is drawn.

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** Combining marks, left behind when a letter is decomposed ("ł" has none: it becomes "?"). */
const MARKS = /\p{M}/gu;
/** Control and format characters on their own (a zero-width space): nothing to see. */
const INVISIBLE = /^[\p{Cc}\p{Cf}]+$/u;

/** Whether every code point of the text is one the font has. */
const writable = (text: string, font: ReadonlySet<number>) =>
  [...text].every((char) => font.has(char.codePointAt(0)!));

/**
 * The text as the font can write it, one visible character at a time: kept as it is when the
 * font has it ("Zoë", "José"), without its accent when only the letter is there ("Dvořák" ->
 * "Dvorák"), else "?" (emoji, other scripts). Runs of white space (a pasted line break) are
 * one space; invisible characters are dropped.
 * @example fontSafeText('Zoë 🌸', helveticaCharacters) // "Zoë ?"
 */
export function fontSafeText(text: string, font: ReadonlySet<number>): string {
  let written = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC').replace(/\s+/g, ' '))) {
    if (INVISIBLE.test(segment)) continue;
    if (writable(segment, font)) {
      written += segment;
      continue;
    }
    const bare = segment.normalize('NFD').replace(MARKS, '');
    written += bare !== '' && writable(bare, font) ? bare : '?';
  }
  return written;
}
