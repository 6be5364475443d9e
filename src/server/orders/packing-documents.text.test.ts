// What the PDF's standard font can write of the names and items our data may hold.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fontSafeText } from './packing-documents.text';

let helvetica: Set<number>;
beforeAll(async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  helvetica = new Set(font.getCharacterSet());
});

describe('fontSafeText', () => {
  it('keeps what WinAnsi has: accents, curly quotes, the euro sign', () => {
    expect(fontSafeText('José Müller’s “Crème” – €5', helvetica)).toBe(
      'José Müller’s “Crème” – €5',
    );
  });

  it('joins a decomposed accent to its letter', () => {
    expect(fontSafeText('Zoe\u0308', helvetica)).toBe('Zoë');
  });

  it('drops an accent the font lacks, keeping the letter', () => {
    expect(fontSafeText('Dvořák Ştefan', helvetica)).toBe('Dvorák Stefan');
  });

  it('writes one "?" for each emoji (joined ones too) or letter of another script', () => {
    expect(fontSafeText('Ruth 🙏🏽 👨‍👩‍👧 李 Łucja', helvetica)).toBe('Ruth ? ? ? ?ucja');
  });

  it('makes pasted line breaks and tabs one space, and drops invisible characters', () => {
    expect(fontSafeText('1 Main St\r\n\tApt\u200b 2\u0000', helvetica)).toBe('1 Main St Apt 2');
  });

  it('gives text every character of which the font can encode', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const text = fontSafeText('Zoë 🌸 Łódź ✝️ \u0000\u200b', helvetica);
    expect(() => font.encodeText(text)).not.toThrow();
    expect(() => font.encodeText('🌸')).toThrow();
  });
});
