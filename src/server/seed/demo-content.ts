// The demo store's pages and settings besides its catalogue: the size chart (its rows drawn
// as an image by demo-drawings.ts, its text on the page), the new-visitor popup and the
// site lock, open. Plain data, written by seed.ts.

export interface SizeChartRow {
  size: string;
  chest: string;
  length: string;
  sleeve: string;
}

/** Body width (armpit to armpit, doubled) and length of the tees, in inches. */
export const DEMO_SIZE_CHART_ROWS: readonly SizeChartRow[] = [
  { size: 'S', chest: '36\u201338', length: '28', sleeve: '8\u00bc' },
  { size: 'M', chest: '40\u201342', length: '29', sleeve: '8\u00bd' },
  { size: 'L', chest: '44\u201346', length: '30', sleeve: '8\u00be' },
  { size: 'XL', chest: '48\u201350', length: '31', sleeve: '9' },
  { size: '2XL', chest: '52\u201354', length: '32', sleeve: '9\u00bc' },
  { size: '3XL', chest: '56\u201358', length: '33', sleeve: '9\u00bd' },
];

/**
 * The size chart page's text, in the spec's block format: blocks split by blank lines, the
 * first line a heading, the rest bullets. The "- Fit Guide" heading keeps its leading dash on
 * purpose: the page must trim it.
 */
export const DEMO_SIZE_CHART_DESCRIPTION = [
  [
    'Unisex Tee Sizes (chest / length, inches)',
    ...DEMO_SIZE_CHART_ROWS.map((row) => `${row.size} \u2013 ${row.chest} / ${row.length}`),
  ].join('\n'),
  [
    '- Fit Guide',
    'Unisex, relaxed streetwear fit.',
    'Between sizes? Size down for a closer fit, up for an oversized look.',
    'Garment dyed and pre-shrunk: expect little to no shrinkage.',
  ].join('\n'),
  [
    'How to Measure',
    'Chest: lay a tee you love flat and measure across, 1 inch below the armpits, then double it.',
    'Length: from the highest point of the shoulder straight down to the hem.',
    'Need a different size? E-mail us within 7 days of delivery.',
  ].join('\n'),
].join('\n\n');

/** Spec defaults of the new-visitor popup (storefront.md §3, with the brand's name). */
export const DEMO_POPUP_CONFIG = {
  title: 'Get 10% Off',
  subtitle: 'Join the CTK Family',
  description: 'Get access to exclusive drops, early access, and insider deals.',
  buttonText: 'Claim Your 10% Off',
};

export const DEMO_SITE_LOCK = {
  isLocked: false,
  message: 'Be Back Soon',
  bypassPasswordHash: null,
};

/**
 * The `site_settings` key the demo leaves, so an owner who deletes every demo product (or
 * removes the demo) does not get it back at the next start.
 */
export const DEMO_MARKER_KEY = 'demo_catalog';
