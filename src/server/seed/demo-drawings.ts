// The demo catalogue's pictures, drawn as SVG: a garment per product and colour, a tile per
// collection, the size chart and a lifestyle scene. demo-images.ts turns them into WebP files.
import { swatchHex } from '../../shared/catalog/colors';
import type {
  DemoCollection,
  GarmentKind,
  PrintMark,
  PrintSymbol,
  SizeChartRow,
} from './demo-catalog';
const SIZE = 1600;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

// --- colour helpers -------------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
}

/** `hex` moved towards `other` by `amount` (0..1). */
function mix(hex: string, other: string, amount: number): string {
  const a = rgb(hex);
  const b = rgb(other);
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * amount) as [number, number, number]);
}

/** Relative luminance (WCAG), to pick a print ink that reads on the garment. */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function inkFor(garmentHex: string): string {
  return luminance(garmentHex) > 0.35 ? '#1d1d1f' : '#f4efe4';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

// --- garments -------------------------------------------------------------------------------
// Drawn flat-lay, facing the viewer, in a 1600 x 1600 box; other scenes place them with a
// transform. The right half mirrors the left (x -> 1600 - x).

const TEE_OUTLINE =
  'M660 300 C700 372 900 372 940 300 L1090 345 L1320 540 L1215 675 L1082 600 L1085 1330 ' +
  'Q800 1356 515 1330 L518 600 L385 675 L280 540 L510 345 Z';
const LONG_OUTLINE =
  'M660 300 C700 372 900 372 940 300 L1090 345 L1200 470 L1330 1180 L1220 1200 L1090 640 ' +
  'L1085 1330 Q800 1356 515 1330 L510 640 L380 1200 L270 1180 L400 470 L510 345 Z';
const CREW_OUTLINE =
  'M660 300 C720 352 880 352 940 300 L1095 345 L1210 470 L1340 1180 L1225 1202 L1092 650 ' +
  'L1090 1330 Q800 1356 510 1330 L508 650 L375 1202 L260 1180 L390 470 L505 345 Z';

function cuffs(outer: [number, number], inner: [number, number], color: string): string {
  // A 60 px rib band at the end of each long sleeve, on both sides.
  const [ox, oy] = outer;
  const [ix, iy] = inner;
  const left = `M${ox} ${oy} L${ix} ${iy} L${ix + 13} ${iy - 58} L${ox + 11} ${oy - 59} Z`;
  const right = `M${SIZE - ox} ${oy} L${SIZE - ix} ${iy} L${SIZE - ix - 13} ${iy - 58} L${SIZE - ox - 11} ${oy - 59} Z`;
  return `<path d="${left} ${right}" fill="${color}"/>`;
}

/** The garment as SVG markup (no <svg> wrapper), with `mark` printed on the chest. */
export function garmentMarkup(kind: GarmentKind, hex: string, mark: PrintMark, id = 'g'): string {
  const outline =
    kind === 'tee' ? TEE_OUTLINE : kind === 'long-sleeve' ? LONG_OUTLINE : CREW_OUTLINE;
  const seam = mix(hex, '#000000', 0.22);
  const rib = mix(hex, '#000000', 0.1);
  const inside = mix(hex, '#000000', 0.38);
  const parts: string[] = [];

  if (kind === 'hoodie') {
    parts.push(
      `<path d="M596 340 C585 190 690 118 800 118 C910 118 1015 190 1004 340 Z" fill="${hex}" stroke="${seam}" stroke-width="4"/>`,
    );
  }
  parts.push(
    `<path d="${outline}" fill="${hex}" stroke="${seam}" stroke-width="4" stroke-linejoin="round"/>`,
    // Soft folds: darker at the sides, a little light down the middle.
    `<path d="${outline}" fill="url(#${id}-shade)"/>`,
    `<path d="M660 300 Q800 276 940 300 C900 372 700 372 660 300 Z" fill="${inside}"/>`,
  );

  if (kind === 'tee' || kind === 'long-sleeve') {
    parts.push(
      `<path d="M660 300 C700 372 900 372 940 300" fill="none" stroke="${rib}" stroke-width="20"/>`,
      `<path d="M520 1302 Q800 1328 1083 1302" fill="none" stroke="${seam}" stroke-width="3" stroke-dasharray="10 8" opacity="0.7"/>`,
    );
  }
  if (kind === 'tee') {
    parts.push(
      `<path d="M295 560 L400 650 M1305 560 L1200 650" stroke="${seam}" stroke-width="3" stroke-dasharray="10 8" opacity="0.7"/>`,
    );
  }
  if (kind === 'long-sleeve') parts.push(cuffs([270, 1180], [380, 1200], rib));
  if (kind === 'crewneck' || kind === 'hoodie') {
    parts.push(
      `<path d="M660 300 C720 352 880 352 940 300" fill="none" stroke="${rib}" stroke-width="28"/>`,
      cuffs([260, 1180], [375, 1202], rib),
      `<path d="M511 1262 L1089 1262 L1090 1330 Q800 1356 510 1330 Z" fill="${rib}"/>`,
    );
  }
  if (kind === 'hoodie') {
    const cord = mix(hex, '#ffffff', 0.45);
    parts.push(
      `<path d="M650 318 C680 222 920 222 950 318 C905 418 695 418 650 318 Z" fill="${inside}"/>`,
      `<path d="M650 318 C695 418 905 418 950 318" fill="none" stroke="${rib}" stroke-width="16"/>`,
      `<path d="M745 390 L733 610 M855 390 L867 610" stroke="${cord}" stroke-width="11" stroke-linecap="round"/>`,
      `<path d="M733 600 L731 640 M867 600 L869 640" stroke="${seam}" stroke-width="13" stroke-linecap="round"/>`,
      `<path d="M610 1010 L990 1010 L1055 1240 L545 1240 Z" fill="#000000" fill-opacity="0.04" stroke="${seam}" stroke-width="4" stroke-linejoin="round"/>`,
    );
  }

  const chestY = kind === 'hoodie' ? 780 : 610;
  parts.push(printMarkup(mark, 800, chestY, inkFor(hex), hex));

  const defs =
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="1" y2="0">` +
    '<stop offset="0" stop-color="#000" stop-opacity="0.16"/>' +
    '<stop offset="0.3" stop-color="#000" stop-opacity="0"/>' +
    '<stop offset="0.5" stop-color="#fff" stop-opacity="0.07"/>' +
    '<stop offset="0.7" stop-color="#000" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity="0.16"/>' +
    '</linearGradient>';
  return `<defs>${defs}</defs>${parts.join('')}`;
}

/** A one-colour screen print centred on (cx, cy): the symbol, then the word beneath it. */
function printMarkup(mark: PrintMark, cx: number, cy: number, ink: string, garment: string) {
  const parts: string[] = [];
  const hasText = Boolean(mark.text);
  if (mark.symbol) {
    const y = hasText ? cy - 50 : cy;
    parts.push(
      `<g transform="translate(${cx} ${y}) scale(${hasText ? 0.78 : 1.1})">${symbolMarkup(mark.symbol, ink, garment)}</g>`,
    );
  }
  if (mark.text) {
    const text = mark.text.toUpperCase();
    // Fit the word across the chest: DejaVu Sans Bold caps average ~0.72 em, plus spacing.
    const fontSize = Math.min(76, Math.floor(440 / (text.length * 0.78)));
    const y = mark.symbol ? cy + 95 + fontSize * 0.35 : cy + fontSize * 0.35;
    parts.push(
      `<text x="${cx}" y="${y}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${fontSize}" letter-spacing="${Math.round(fontSize * 0.08)}" fill="${ink}">${escapeXml(text)}</text>`,
    );
  }
  return `<g opacity="0.94">${parts.join('')}</g>`;
}

/** A symbol in a ~220 px box centred on the origin, in `ink`; cut-outs take `paper`. */
function symbolMarkup(symbol: PrintSymbol, ink: string, paper: string): string {
  switch (symbol) {
    case 'cross':
      return `<path d="M-22 -112 H22 V-58 H74 V-16 H22 V112 H-22 V-16 H-74 V-58 H-22 Z" fill="${ink}"/>`;
    case 'basketball':
      return (
        `<circle r="104" fill="${ink}"/>` +
        `<g fill="none" stroke="${paper}" stroke-width="9">` +
        '<path d="M0 -104 V104 M-104 0 H104"/>' +
        '<path d="M-74 -73 C-30 -35 -30 35 -74 73 M74 -73 C30 -35 30 35 74 73"/></g>'
      );
    case 'star': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const radius = i % 2 === 0 ? 112 : 46;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        return `${(radius * Math.cos(angle)).toFixed(1)},${(radius * Math.sin(angle)).toFixed(1)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${ink}"/>`;
    }
    case 'pumpkin':
      return (
        `<path d="M-8 -72 C-6 -98 6 -112 26 -118 L34 -104 C20 -98 12 -88 12 -72 Z" fill="${ink}"/>` +
        `<ellipse cx="-52" cy="10" rx="62" ry="84" fill="${ink}"/>` +
        `<ellipse cx="52" cy="10" rx="62" ry="84" fill="${ink}"/>` +
        `<ellipse cx="0" cy="10" rx="66" ry="90" fill="${ink}"/>` +
        `<g fill="none" stroke="${paper}" stroke-width="6" opacity="0.9">` +
        '<path d="M-34 -68 C-58 -20 -58 40 -34 92 M34 -68 C58 -20 58 40 34 92"/></g>' +
        // The cross carved in the pumpkin's face.
        `<path d="M-9 -34 H9 V-8 H30 V8 H9 V56 H-9 V8 H-30 V-8 H-9 Z" fill="${paper}"/>`
      );
  }
}

// Linear, not radial: cairo draws a full-canvas radial gradient about 4x slower, and this
// background is drawn under every one of the ~50 product images.
const STUDIO_BACKGROUND =
  '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#f7f5f1"/><stop offset="0.75" stop-color="#ebe7e0"/><stop offset="1" stop-color="#e2ddd4"/></linearGradient>' +
  '<radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5">' +
  '<stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';

/** A product photo: the garment in one colour on a soft studio background, 1600 x 1600. */
export function garmentSvg(kind: GarmentKind, hex: string, mark: PrintMark): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<defs>${STUDIO_BACKGROUND}</defs>` +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>` +
    '<ellipse cx="800" cy="1372" rx="520" ry="60" fill="url(#shadow)"/>' +
    garmentMarkup(kind, hex, mark) +
    '</svg>'
  );
}

/** A collection tile, 1600 x 1200: the collection's colours, its symbol and a garment. */
export function collectionTileSvg(collection: DemoCollection): string {
  const { from, to, symbol, garment, color } = collection.tile;
  const hex = swatchHex(color);
  const pattern = Array.from({ length: 4 * 6 }, (_, i) => {
    const x = 130 + (i % 6) * 270 + (Math.floor(i / 6) % 2) * 135;
    const y = 140 + Math.floor(i / 6) * 300;
    return `<g transform="translate(${x} ${y}) scale(0.42)">${symbolMarkup(symbol, '#ffffff', to)}</g>`;
  });
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200" viewBox="0 0 1600 1200">' +
    `<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>${STUDIO_BACKGROUND}</defs>` +
    '<rect width="1600" height="1200" fill="url(#tile)"/>' +
    `<g opacity="0.09">${pattern.join('')}</g>` +
    '<ellipse cx="800" cy="1057" rx="380" ry="44" fill="url(#shadow)"/>' +
    `<g transform="translate(224 69) scale(0.72)">${garmentMarkup(garment, hex, { symbol })}</g>` +
    '</svg>'
  );
}

/** The size chart image: a table of the rows and a tee with where to measure, 1600 x 1000. */
export function sizeChartSvg(rows: readonly SizeChartRow[]): string {
  const columns = ['Size', 'Chest (in)', 'Length (in)', 'Sleeve (in)'];
  const columnX = [110, 320, 560, 800];
  const rowHeight = 96;
  const top = 250;
  const cells = rows.map((row, i) => {
    const y = top + (i + 1) * rowHeight;
    const band =
      i % 2 === 0
        ? `<rect x="80" y="${y - 64}" width="930" height="${rowHeight}" fill="#f3efe8"/>`
        : '';
    const values = [row.size, row.chest, row.length, row.sleeve]
      .map(
        (value, c) =>
          `<text x="${columnX[c]}" y="${y}" font-size="40" font-weight="${c === 0 ? 'bold' : 'normal'}">${escapeXml(value)}</text>`,
      )
      .join('');
    return band + values;
  });
  const header = columns
    .map(
      (label, c) =>
        `<text x="${columnX[c]}" y="${top}" font-size="34" font-weight="bold" fill="#ffffff">${label}</text>`,
    )
    .join('');
  const arrow = '#c8102e';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">' +
    `<rect width="1600" height="1000" fill="#ffffff"/>` +
    `<g font-family="${FONT}" fill="#1d1d1f">` +
    '<text x="80" y="120" font-size="64" font-weight="bold">T-Shirt Size Chart</text>' +
    '<text x="80" y="172" font-size="30" fill="#6b6b6b">Unisex fit \u00b7 garment measured flat, chest doubled</text>' +
    `<rect x="80" y="${top - 58}" width="930" height="84" fill="#1d1d1f"/>` +
    header +
    cells.join('') +
    '</g>' +
    `<g transform="translate(1040 180) scale(0.34)">${garmentMarkup('tee', '#e9e4da', {})}</g>` +
    `<g stroke="${arrow}" stroke-width="5" fill="${arrow}">` +
    '<path d="M1220 440 H1400" /><path d="M1210 440 l18 -10 v20 z M1410 440 l-18 -10 v20 z"/>' +
    '<path d="M1450 305 V630"/><path d="M1450 295 l-10 18 h20 z M1450 640 l-10 -18 h20 z"/></g>' +
    `<g font-family="${FONT}" font-size="34" font-weight="bold" fill="${arrow}">` +
    '<text x="1282" y="420">A</text><text x="1470" y="480">B</text></g>' +
    `<g font-family="${FONT}" font-size="26" fill="#1d1d1f">` +
    '<text x="1090" y="760">A \u2013 Chest (1 in below armpits)</text>' +
    '<text x="1090" y="804">B \u2013 Length: shoulder to hem</text></g>' +
    '</svg>'
  );
}

/** A scene for the showcase, 1600 x 1000: a rail of garments by a window, a ball on the floor. */
export function lifestyleSvg(
  garments: readonly { kind: GarmentKind; hex: string; mark: PrintMark }[],
): string {
  const hangers = garments.slice(0, 4).map((garment, i) => {
    const x = 700 + i * 190;
    return (
      `<path d="M${x + 96} 255 q0 -22 14 -22 q14 0 14 14 L${x + 110} 265 L${x + 50} 300 M${x + 110} 265 L${x + 170} 300" stroke="#5b4a3a" stroke-width="5" fill="none"/>` +
      `<g transform="translate(${x} 262) scale(0.17 0.26)">${garmentMarkup(garment.kind, garment.hex, garment.mark, `l${i}`)}</g>`
    );
  });
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">' +
    '<defs>' +
    '<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1e7da"/><stop offset="1" stop-color="#dccbb6"/></linearGradient>' +
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f9c98b"/><stop offset="0.6" stop-color="#f6dcb9"/><stop offset="1" stop-color="#fdf1e0"/></linearGradient>' +
    '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b8895c"/><stop offset="1" stop-color="#7f5a38"/></linearGradient>' +
    '<linearGradient id="beam" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff6e5" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6e5" stop-opacity="0"/></linearGradient>' +
    STUDIO_BACKGROUND +
    '</defs>' +
    '<rect width="1600" height="1000" fill="url(#wall)"/>' +
    // A window whose frame makes a cross, throwing light across the room.
    '<rect x="150" y="120" width="360" height="480" fill="url(#sky)"/>' +
    '<circle cx="400" cy="430" r="70" fill="#fbe3b5"/>' +
    '<path d="M318 120 H342 V600 H318 Z M150 300 H510 V324 H150 Z" fill="#f8f3ea"/>' +
    '<rect x="150" y="120" width="360" height="480" fill="none" stroke="#f8f3ea" stroke-width="20"/>' +
    '<rect x="130" y="600" width="400" height="22" fill="#eadfcf"/>' +
    '<polygon points="150,600 510,600 900,800 420,800" fill="url(#beam)"/>' +
    '<rect y="780" width="1600" height="220" fill="url(#floor)"/>' +
    '<g stroke="#6e4d30" stroke-width="3" opacity="0.5"><path d="M0 840 H1600 M0 910 H1600 M0 975 H1600"/>' +
    '<path d="M260 780 L230 840 M720 840 L700 910 M1180 780 L1170 840 M420 910 L400 975 M1330 910 L1320 975"/></g>' +
    // The clothing rail.
    '<ellipse cx="1080" cy="790" rx="420" ry="22" fill="url(#shadow)"/>' +
    '<g stroke="#3b3028" stroke-width="14" stroke-linecap="round" fill="none"><path d="M680 235 H1480 M700 235 V785 M1460 235 V785 M660 785 H740 M1420 785 H1500"/></g>' +
    hangers.join('') +
    // A ball resting on the floor.
    '<ellipse cx="560" cy="900" rx="95" ry="16" fill="url(#shadow)"/>' +
    `<g transform="translate(560 820) scale(0.8)">${symbolMarkup('basketball', '#d9692a', '#3a2418')}</g>` +
    // A plant by the window.
    '<path d="M40 800 L150 800 L135 930 L55 930 Z" fill="#c7b299"/>' +
    '<g fill="#4f6b3a"><ellipse cx="70" cy="720" rx="22" ry="80" transform="rotate(-20 70 720)"/><ellipse cx="100" cy="700" rx="22" ry="95"/><ellipse cx="130" cy="725" rx="22" ry="80" transform="rotate(22 130 725)"/></g>' +
    '</svg>'
  );
}
