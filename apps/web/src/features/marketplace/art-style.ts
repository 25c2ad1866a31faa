import type { ProductCategory } from '@greetly/domain/catalog/products';

/** Which illustration stands in for a product without a photo; each kind is drawn in product-art.tsx. */
export type ArtKind =
  | 'cake'
  | 'cupcakes'
  | 'bouquet'
  | 'necklace'
  | 'ring'
  | 'lipgloss'
  | 'hamper'
  | 'perfume'
  | 'giftbox';

/** Three colours that tint one illustration, so two gifts of one kind still look different. */
export interface ArtTone {
  backdrop: string;
  main: string;
  accent: string;
}

const KINDS: Record<ProductCategory, readonly ArtKind[]> = {
  'Cakes & Pastries': ['cake', 'cupcakes'],
  Bouquets: ['bouquet'],
  Jewelry: ['necklace', 'ring'],
  'Lip Gloss': ['lipgloss'],
  Foods: ['hamper'],
  Perfumes: ['perfume'],
  'Gift Packs': ['giftbox'],
};

const TONES: Record<ArtKind, readonly ArtTone[]> = {
  cake: [
    { backdrop: '#ffe4e1', main: '#c8334a', accent: '#fff8f0' },
    { backdrop: '#d5f0ec', main: '#f29bb2', accent: '#fff8f0' },
  ],
  cupcakes: [{ backdrop: '#fbeee0', main: '#6b3a2a', accent: '#f4b63f' }],
  bouquet: [
    { backdrop: '#fdecc8', main: '#e0587a', accent: '#f9d3d9' },
    { backdrop: '#d5f0ec', main: '#f4b63f', accent: '#fff8f0' },
  ],
  necklace: [{ backdrop: '#f9d3d9', main: '#d99a1e', accent: '#fdecc8' }],
  ring: [{ backdrop: '#e8e3f3', main: '#8f8aa3', accent: '#bfe6f5' }],
  lipgloss: [
    { backdrop: '#ffe4e1', main: '#f06a8e', accent: '#fff8f0' },
    { backdrop: '#fbeee0', main: '#9c2f55', accent: '#e8b89a' },
  ],
  hamper: [
    { backdrop: '#fdecc8', main: '#b86b2b', accent: '#1f7a70' },
    { backdrop: '#d5f0ec', main: '#a86a3d', accent: '#c8334a' },
  ],
  perfume: [
    { backdrop: '#fbeee0', main: '#6d3b66', accent: '#f4b63f' },
    { backdrop: '#ffe4e1', main: '#f29bb2', accent: '#fff8f0' },
  ],
  giftbox: [
    { backdrop: '#f9d3d9', main: '#c8334a', accent: '#f4b63f' },
    { backdrop: '#fdecc8', main: '#6d3b66', accent: '#f9d3d9' },
    { backdrop: '#d5f0ec', main: '#1f7a70', accent: '#fdecc8' },
  ],
};

function pick<T>(choices: readonly T[], seed: number): T {
  return choices[seed % choices.length] as T;
}

/**
 * The illustration of a product without a photo: a kind of its category and a tint, chosen by
 * its reference, so a product keeps the same picture everywhere and its neighbours differ.
 */
export function artOf(category: ProductCategory, ref: string): { kind: ArtKind; tone: ArtTone } {
  let seed = 0;
  for (const char of ref) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const kind = pick(KINDS[category], seed);
  return { kind, tone: pick(TONES[kind], seed >>> 3) };
}
