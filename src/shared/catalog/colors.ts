// Swatch colours for the colour names products use (spec storefront.md §3, "Colour swatch
// mapping"). Names are free text typed by the owner, so lookup ignores case and spacing.

/** Hex of each named colour; garment tones, not pure web colours (Navy is a dye, not #000080). */
export const COLOR_SWATCHES = {
  Black: '#111111',
  White: '#ffffff',
  Grey: '#9a9a9a',
  Gray: '#9a9a9a',
  Red: '#c8102e',
  Blue: '#1f5fbf',
  Green: '#2e8b57',
  Yellow: '#f2c230',
  Orange: '#ec7a1c',
  Purple: '#6a3d9a',
  Pink: '#f4a6c1',
  Navy: '#1b2a4a',
  Cream: '#f3ead3',
  'Vintage Black': '#3a3a3a',
  'Vintage White': '#f1ede4',
  Charcoal: '#3f4448',
  Olive: '#6b6b3a',
  Maroon: '#6d1a2a',
  Burgundy: '#7b1e34',
  'Forest Green': '#23432f',
  'Sky Blue': '#8ec5e8',
  'Dusty Pink': '#d8a7a7',
} as const satisfies Record<string, `#${string}`>;

export type ColorName = keyof typeof COLOR_SWATCHES;

/** What an unknown colour name shows (spec: unknown colours use grey). */
export const UNKNOWN_SWATCH_HEX = '#9ca3af';

const byNormalisedName = new Map<string, string>(
  Object.entries(COLOR_SWATCHES).map(([name, hex]) => [normalise(name), hex]),
);

function normalise(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The swatch colour of a colour name, grey for a name not in the map.
 * @example swatchHex('forest  green') // '#23432f'
 * @example swatchHex('Sunset Ombre') // '#9ca3af'
 */
export function swatchHex(name: string): string {
  return byNormalisedName.get(normalise(name)) ?? UNKNOWN_SWATCH_HEX;
}
