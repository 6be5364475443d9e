// The demo catalogue's pictures, drawn as SVG: a garment per product and colour, a tile per
// collection, the size chart and a lifestyle scene, from the garments of demo-garments.ts.
// demo-images.ts turns them into WebP files.
import { swatchHex } from '../../shared/catalog/colors';
import type { DemoCollection, GarmentKind, PrintMark } from './demo-catalog';
import type { SizeChartRow } from './demo-content';
import { escapeXml, FONT, garmentMarkup, SIZE, symbolMarkup } from './demo-garments';

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
