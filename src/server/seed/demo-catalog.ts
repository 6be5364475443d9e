// The demo catalogue a new store starts with, so every page has something real to show.
// Plain data; the images are drawn from it by demo-images.ts and the rows written by seed.ts.
import type { ColorName } from '../../shared/catalog/colors';

export type GarmentKind = 'tee' | 'long-sleeve' | 'crewneck' | 'hoodie';
export type PrintSymbol = 'cross' | 'pumpkin' | 'basketball' | 'star';

/** The one-colour print on the chest: a symbol, a word, or both. */
export interface PrintMark {
  symbol?: PrintSymbol;
  text?: string;
}

export const DEMO_COLLECTION_NAMES = ['Halloween', 'WNBA', 'WNBA Hall of Fame', 'NBA'] as const;
export type DemoCollectionName = (typeof DEMO_COLLECTION_NAMES)[number];

export interface DemoCollection {
  name: DemoCollectionName;
  /** Used in the tile image's file name. */
  slug: string;
  tile: { from: string; to: string; symbol: PrintSymbol; garment: GarmentKind; color: ColorName };
}

export const DEMO_COLLECTIONS: readonly DemoCollection[] = [
  {
    name: 'Halloween',
    slug: 'halloween',
    tile: { from: '#2b1d14', to: '#c85f1c', symbol: 'pumpkin', garment: 'hoodie', color: 'Black' },
  },
  {
    name: 'WNBA',
    slug: 'wnba',
    tile: {
      from: '#f08a3c',
      to: '#f6d0a8',
      symbol: 'basketball',
      garment: 'tee',
      color: 'Dusty Pink',
    },
  },
  {
    name: 'WNBA Hall of Fame',
    slug: 'wnba-hall-of-fame',
    tile: { from: '#1b2a4a', to: '#b8934a', symbol: 'star', garment: 'crewneck', color: 'Cream' },
  },
  {
    name: 'NBA',
    slug: 'nba',
    tile: { from: '#15204a', to: '#c8102e', symbol: 'basketball', garment: 'tee', color: 'White' },
  },
];

const ALL_SIZES = ['S', 'M', 'L', 'XL', '2XL', '3XL'];
const UP_TO_2XL = ['S', 'M', 'L', 'XL', '2XL'];

export interface DemoProduct {
  /** Stable name of the product's image files. */
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  garment: GarmentKind;
  mark: PrintMark;
  /** 2 to 6; the first one's image becomes the main image. */
  colors: ColorName[];
  sizes: string[];
  collections: DemoCollectionName[];
  featuredInCollections: DemoCollectionName[];
  inStock: boolean;
}

/** Newest first: seed.ts dates them one day apart in this order. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    slug: 'light-in-the-dark-tee',
    name: 'Light in the Dark Tee',
    description:
      'A pumpkin with a cross carved in its face, for the season when the nights get long. "The light shines in the darkness, and the darkness has not overcome it." (John 1:5)',
    priceCents: 3499,
    garment: 'tee',
    mark: { symbol: 'pumpkin', text: 'LIGHT WINS' },
    colors: ['Black', 'Vintage Black', 'Orange'],
    sizes: ALL_SIZES,
    collections: ['Halloween'],
    featuredInCollections: ['Halloween'],
    inStock: true,
  },
  {
    slug: 'faith-over-fear-hoops-tee',
    name: 'Faith Over Fear Hoops Tee',
    description:
      'For the hooper who prays before tip-off. A clean basketball mark over a reminder that courage starts with trust.',
    priceCents: 3699,
    garment: 'tee',
    mark: { symbol: 'basketball', text: 'FAITH OVER FEAR' },
    colors: ['White', 'Black', 'Dusty Pink', 'Sky Blue'],
    sizes: ALL_SIZES,
    collections: ['WNBA'],
    featuredInCollections: ['WNBA'],
    inStock: true,
  },
  {
    slug: 'blessed-baller-tee',
    name: 'Blessed Baller Tee',
    description:
      'Every bucket is a blessing. Our best-selling game-day tee, made to order in six colors for the whole squad.',
    priceCents: 3499,
    garment: 'tee',
    mark: { symbol: 'basketball', text: 'BLESSED' },
    colors: ['Red', 'Black', 'White', 'Navy', 'Grey', 'Blue'],
    sizes: ALL_SIZES,
    collections: ['NBA'],
    featuredInCollections: ['NBA'],
    inStock: true,
  },
  {
    slug: 'legacy-of-faith-tee',
    name: 'Legacy of Faith Tee',
    description:
      'Honoring the women who built the game and kept the faith. A gold-standard star for a legacy that lasts.',
    priceCents: 3899,
    garment: 'tee',
    mark: { symbol: 'star', text: 'LEGACY' },
    colors: ['Vintage Black', 'Vintage White', 'Cream'],
    sizes: ALL_SIZES,
    collections: ['WNBA Hall of Fame', 'WNBA'],
    featuredInCollections: [],
    inStock: true,
  },
  {
    slug: 'harvest-of-grace-hoodie',
    name: 'Harvest of Grace Hoodie',
    description:
      'Cozy up for hayrides and bonfires. A harvest pumpkin over the word that carries us through every season.',
    priceCents: 5999,
    garment: 'hoodie',
    mark: { symbol: 'pumpkin', text: 'GRACE' },
    colors: ['Black', 'Maroon', 'Cream'],
    sizes: ALL_SIZES,
    collections: ['Halloween'],
    featuredInCollections: [],
    inStock: true,
  },
  {
    slug: 'she-got-game-hoodie',
    name: 'She Got Game Hoodie',
    description:
      'Warm-ups, road trips and the walk into the arena. Made for the women who play with heart and hustle with purpose.',
    priceCents: 6299,
    garment: 'hoodie',
    mark: { symbol: 'basketball', text: 'SHE GOT GAME' },
    colors: ['Dusty Pink', 'Vintage White', 'Purple', 'Black'],
    sizes: ALL_SIZES,
    collections: ['WNBA'],
    featuredInCollections: [],
    inStock: true,
  },
  {
    slug: 'above-the-rim-hoodie',
    name: 'Above the Rim Hoodie',
    description:
      'Set your mind on things above. A heavyweight hoodie for early gym runs and late-night film sessions.',
    priceCents: 5999,
    garment: 'hoodie',
    mark: { symbol: 'cross', text: 'ABOVE THE RIM' },
    colors: ['Black', 'Grey', 'Red'],
    sizes: ALL_SIZES,
    collections: ['NBA'],
    featuredInCollections: [],
    inStock: true,
  },
  {
    slug: 'hall-of-grace-hoodie',
    name: 'Hall of Grace Hoodie',
    description:
      'Induction-night energy for every day. A star for the greats and a quiet reminder of where the glory goes.',
    priceCents: 6499,
    garment: 'hoodie',
    mark: { symbol: 'star', text: 'HALL OF GRACE' },
    colors: ['Navy', 'Burgundy', 'Black'],
    sizes: ALL_SIZES,
    collections: ['WNBA Hall of Fame'],
    featuredInCollections: ['WNBA Hall of Fame'],
    inStock: true,
  },
  {
    slug: 'no-fear-in-love-long-sleeve',
    name: 'No Fear in Love Long Sleeve',
    description:
      '"There is no fear in love." (1 John 4:18) A simple cross and a bold word on a long sleeve made for cool October nights.',
    priceCents: 4299,
    garment: 'long-sleeve',
    mark: { symbol: 'cross', text: 'NO FEAR' },
    colors: ['Vintage Black', 'Charcoal'],
    sizes: UP_TO_2XL,
    collections: ['Halloween'],
    featuredInCollections: [],
    inStock: true,
  },
  {
    slug: 'crowned-long-sleeve',
    name: 'Crowned Long Sleeve',
    description:
      'For the champions and the ones still chasing the ring. Crowned by grace, not by trophies.',
    priceCents: 4499,
    garment: 'long-sleeve',
    mark: { symbol: 'star', text: 'CROWNED' },
    colors: ['White', 'Black', 'Purple'],
    sizes: ALL_SIZES,
    collections: ['WNBA Hall of Fame'],
    featuredInCollections: [],
    inStock: true,
  },
  {
    slug: 'full-court-faith-long-sleeve',
    name: 'Full Court Faith Long Sleeve',
    description:
      'Press on, end to end. A long sleeve for the pickup run, the practice and everything in between.',
    priceCents: 4299,
    garment: 'long-sleeve',
    mark: { symbol: 'basketball', text: 'FULL COURT FAITH' },
    colors: ['Navy', 'White'],
    sizes: UP_TO_2XL,
    collections: ['NBA'],
    featuredInCollections: [],
    inStock: true,
  },
  {
    slug: 'court-called-crewneck',
    name: 'Court Called Crewneck',
    description:
      'Called to the court and called to something bigger. A relaxed crewneck that goes from the bleachers to Sunday service.',
    priceCents: 5299,
    garment: 'crewneck',
    mark: { symbol: 'basketball', text: 'CALLED' },
    colors: ['Grey', 'Navy', 'Olive'],
    sizes: ALL_SIZES,
    collections: ['WNBA', 'NBA'],
    featuredInCollections: [],
    inStock: true,
  },
  {
    slug: 'well-done-crewneck',
    name: 'Well Done Crewneck',
    description:
      '"Well done, good and faithful servant." (Matthew 25:23) A tribute to a career of showing up, in a soft garment-dyed crewneck.',
    priceCents: 5699,
    garment: 'crewneck',
    mark: { symbol: 'star', text: 'WELL DONE' },
    colors: ['Forest Green', 'Cream', 'Charcoal'],
    sizes: UP_TO_2XL,
    collections: ['WNBA Hall of Fame'],
    featuredInCollections: [],
    inStock: true,
  },
  {
    slug: 'assist-from-above-crewneck',
    name: 'Assist From Above Crewneck',
    description:
      'Nobody scores alone. A crewneck for the team player who knows where the assist really comes from.',
    priceCents: 4999,
    garment: 'crewneck',
    mark: { symbol: 'cross', text: 'ASSIST FROM ABOVE' },
    colors: ['Maroon', 'Yellow', 'Black'],
    sizes: ALL_SIZES,
    collections: ['NBA'],
    featuredInCollections: [],
    inStock: true,
  },
  {
    slug: 'run-your-race-tee',
    name: 'Run Your Race Tee',
    description:
      '"Let us run with endurance the race marked out for us." (Hebrews 12:1) A lightweight-look tee for fast breaks and long seasons.',
    priceCents: 3499,
    garment: 'tee',
    mark: { symbol: 'cross', text: 'RUN YOUR RACE' },
    colors: ['Orange', 'White', 'Black'],
    sizes: UP_TO_2XL,
    collections: ['WNBA'],
    featuredInCollections: [],
    inStock: true,
  },
  {
    slug: 'pumpkin-patch-blessings-crewneck',
    name: 'Pumpkin Patch Blessings Crewneck',
    description:
      'Last fall\u2019s favorite, back for a limited run. Counting blessings one pumpkin at a time.',
    priceCents: 5499,
    garment: 'crewneck',
    mark: { symbol: 'pumpkin', text: 'BLESSED' },
    colors: ['Orange', 'Cream', 'Forest Green'],
    sizes: ALL_SIZES,
    collections: ['Halloween'],
    featuredInCollections: [],
    // The one sold-out product, so "Sold Out" and the in-stock filters have something to show.
    inStock: false,
  },
];

/** The product the home page's showcase pairs with the lifestyle image (must be in stock). */
export const DEMO_SHOWCASE_PRODUCT_SLUG = 'blessed-baller-tee';

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
