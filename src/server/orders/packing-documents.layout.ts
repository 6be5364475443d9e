// The page layout of packing slips and invoices: Letter paper, a header on every page, text
// that wraps, tables whose header repeats on a new page, and "Page 1 of 2" per order. Every
// text goes through fontSafeText, so nothing the data holds can make pdf-lib throw.
import { rgb, type PDFFont, type PDFPage, type PDFDocument } from 'pdf-lib';
import { fontSafeText } from './packing-documents.text';

/** U.S. Letter, 8.5 x 11 in at 72 points an inch. */
export const LETTER: [number, number] = [612, 792];
const MARGIN = 54;
export const CONTENT_WIDTH = LETTER[0] - 2 * MARGIN;
const TOP = LETTER[1] - MARGIN;
/** The lowest baseline of content: the footer's line is below it. */
const BOTTOM = MARGIN + 24;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.38, 0.38, 0.38);
const LINE = rgb(0.8, 0.8, 0.8);
const CELL_GAP = 8;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The code points both fonts can write (WinAnsi). */
  characters: ReadonlySet<number>;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
  align?: 'left' | 'right';
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** What the top of each of an order's pages says. */
export interface PageHeading {
  storeName: string;
  /** "Packing Slip", "Invoice". */
  title: string;
  /** "Order CTK-12345 · November 22, 2026". */
  subtitle: string;
}

const lineHeight = (size: number) => size * 1.35;

/** One order's pages, written top to bottom; a block that does not fit starts a new page. */
export class OrderPages {
  private readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = TOP;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly heading: PageHeading,
  ) {
    this.newPage();
  }

  private font(style: TextStyle) {
    return style.bold ? this.fonts.bold : this.fonts.regular;
  }

  /** The text cut into lines no wider than `width`; a word too long for one line is split. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const font = this.font(style);
    const size = style.size ?? 10;
    const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
    const lines: string[] = [];
    let current = '';
    for (const word of fontSafeText(text, this.fonts.characters).split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (fits(candidate)) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = '';
      for (const char of word) {
        if (current && !fits(current + char)) {
          lines.push(current);
          current = '';
        }
        current += char;
      }
    }
    lines.push(current);
    return lines;
  }

  private draw(raw: string, x: number, width: number, y: number, style: TextStyle) {
    const text = fontSafeText(raw, this.fonts.characters);
    const font = this.font(style);
    const size = style.size ?? 10;
    const left = style.align === 'right' ? x + width - font.widthOfTextAtSize(text, size) : x;
    this.page.drawText(text, { x: left, y, size, font, color: style.muted ? MUTED : INK });
  }

  private newPage() {
    this.page = this.doc.addPage(LETTER);
    this.pages.push(this.page);
    const { storeName, title, subtitle } = this.heading;
    const continued = this.pages.length > 1 ? ' (continued)' : '';
    this.y = TOP - 18;
    // The title keeps its place on the right; a store name too long for the rest is cut.
    const titleWidth = 180;
    const [name = ''] = this.wrap(storeName, CONTENT_WIDTH - titleWidth, { size: 18, bold: true });
    this.draw(name, MARGIN, CONTENT_WIDTH, this.y, { size: 18, bold: true });
    this.draw(title.toUpperCase(), MARGIN, CONTENT_WIDTH, this.y, {
      size: 14,
      bold: true,
      align: 'right',
    });
    this.y -= 20;
    this.draw(`${subtitle}${continued}`, MARGIN, CONTENT_WIDTH, this.y, { muted: true });
    this.y -= 12;
    this.rule();
    this.y -= 18;
  }

  /** Moves to a new page unless `height` more points fit on this one. */
  private room(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
      thickness: 0.75,
      color: LINE,
    });
  }

  gap(points: number) {
    this.y -= points;
  }

  /** A paragraph across the page, or within [x, x + width). */
  text(text: string, style: TextStyle = {}, x = 0, width = CONTENT_WIDTH) {
    const size = style.size ?? 10;
    for (const line of this.wrap(text, width, style)) {
      this.room(lineHeight(size));
      this.draw(line, MARGIN + x, width, this.y, style);
      this.y -= lineHeight(size);
    }
  }

  /** Blocks side by side (ship to, bill to, order facts), each a title and its lines. */
  blocks(blocks: { title: string; lines: string[] }[]) {
    const width = (CONTENT_WIDTH - CELL_GAP * (blocks.length - 1)) / blocks.length;
    const wrapped = blocks.map((block) => block.lines.flatMap((line) => this.wrap(line, width)));
    const rows = Math.max(...wrapped.map((lines) => lines.length)) + 1;
    this.room(rows * lineHeight(10));
    const top = this.y;
    blocks.forEach((block, index) => {
      const x = MARGIN + index * (width + CELL_GAP);
      let y = top;
      this.draw(block.title.toUpperCase(), x, width, y, { size: 8, bold: true, muted: true });
      for (const line of wrapped[index] ?? []) {
        y -= lineHeight(10);
        this.draw(line, x, width, y, {});
      }
    });
    this.y = top - rows * lineHeight(10) - 8;
  }

  /** A table; its header row is repeated on each page it runs onto. */
  table(columns: readonly Column[], rows: readonly string[][]) {
    const header = () => {
      this.room(lineHeight(10) * 2);
      let x = MARGIN;
      for (const column of columns) {
        const style = { size: 8, bold: true, muted: true, align: column.align };
        this.draw(column.title.toUpperCase(), x, column.width - CELL_GAP, this.y, style);
        x += column.width;
      }
      this.y -= 6;
      this.rule();
      this.y -= lineHeight(10);
    };
    header();
    for (const row of rows) {
      const cells = columns.map((column, index) =>
        this.wrap(row[index] ?? '', column.width - CELL_GAP),
      );
      const height = Math.max(...cells.map((lines) => lines.length)) * lineHeight(10);
      if (this.y - height < BOTTOM) {
        this.newPage();
        header();
      }
      let x = MARGIN;
      columns.forEach((column, index) => {
        (cells[index] ?? []).forEach((line, lineIndex) => {
          const y = this.y - lineIndex * lineHeight(10);
          this.draw(line, x, column.width - CELL_GAP, y, { align: column.align });
        });
        x += column.width;
      });
      this.y -= height + 4;
    }
    this.y += lineHeight(10) - 8;
    this.rule();
    this.y -= 20;
  }

  /** Label and amount lines on the right (subtotal, discount, shipping, total). */
  totals(lines: { label: string; value: string; bold?: boolean }[]) {
    this.room(lines.length * lineHeight(10));
    const x = MARGIN + CONTENT_WIDTH / 2;
    for (const line of lines) {
      const style = { bold: line.bold, size: line.bold ? 11 : 10 };
      if (line.bold) this.y -= 3;
      this.draw(line.label, x, CONTENT_WIDTH / 4, this.y, style);
      this.draw(line.value, x, CONTENT_WIDTH / 2, this.y, { ...style, align: 'right' });
      this.y -= lineHeight(style.size);
    }
  }

  /** "Page 1 of 2" on each of the order's pages, once they are all written. */
  finish(label: string) {
    this.pages.forEach((page, index) => {
      const text = fontSafeText(
        `${label} · Page ${index + 1} of ${this.pages.length}`,
        this.fonts.characters,
      );
      const size = 8;
      const width = this.fonts.regular.widthOfTextAtSize(text, size);
      page.drawText(text, {
        x: MARGIN + CONTENT_WIDTH - width,
        y: MARGIN,
        size,
        font: this.fonts.regular,
        color: MUTED,
      });
    });
  }
}
