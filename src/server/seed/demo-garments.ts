// The demo garments drawn as SVG markup: the flat-lay tee, long sleeve, crewneck and hoodie in
// any colour, with a one-colour print on the chest. demo-drawings.ts places them in its scenes.
import type { GarmentKind, PrintMark, PrintSymbol } from './demo-catalog';

/** The side of a product picture, and of the box every garment is drawn in. */
export const SIZE = 1600;
export const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

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

export function escapeXml(text: string): string {
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
export function symbolMarkup(symbol: PrintSymbol, ink: string, paper: string): string {
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
