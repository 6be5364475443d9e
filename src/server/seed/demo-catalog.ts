// The demo catalogue a new store starts with, so every page has something real to show: its
// collections and what a product is made of here; the products are in demo-products.ts, the
// size chart, popup and site lock in demo-content.ts. Plain data; the images are drawn from it
// by demo-images.ts and the rows written by seed.ts.
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
