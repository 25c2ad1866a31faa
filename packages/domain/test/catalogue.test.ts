import { describe, expect, it } from 'vitest';
import {
  MARKETPLACE_SORTS,
  marketplaceQuerySchema,
  naira,
  normalizeSearchText,
  PRODUCT_CATEGORIES,
  PRODUCT_TRANSITIONS,
  productInputSchema,
  productPath,
  productRefOf,
  SEARCH_TEXT_MAX,
  searchTokens,
  slugify,
} from '../src/index.ts';

const valid = {
  title: 'Red velvet celebration cake',
  category: 'Cakes & Pastries',
  description: 'Three layers of red velvet with cream cheese frosting, baked to order.',
  priceKobo: naira(8500),
  stock: 4,
  leadTimeDays: 1,
  photoIds: ['media_abc12345', 'media_def67890'],
  deliveryAreas: [
    { country: 'Nigeria', city: 'Lagos' },
    { country: 'Nigeria', city: '' },
  ],
};

function messagesFor(input: object): Record<string, string> {
  const parsed = productInputSchema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the catalogue', () => {
  it('has the spec’s seven categories in the filter row’s order, and four sorts', () => {
    expect(PRODUCT_CATEGORIES).toEqual([
      'Cakes & Pastries',
      'Bouquets',
      'Jewelry',
      'Lip Gloss',
      'Foods',
      'Perfumes',
      'Gift Packs',
    ]);
    expect(MARKETPLACE_SORTS).toEqual(['relevance', 'newest', 'price-asc', 'price-desc']);
  });

  it('lets a product go back on sale after archiving, but never back to a draft', () => {
    expect(PRODUCT_TRANSITIONS.archived).toEqual(['published']);
    for (const moves of Object.values(PRODUCT_TRANSITIONS)) expect(moves).not.toContain('draft');
  });
});

describe('a product as a vendor saves it', () => {
  it('takes a complete listing, trimmed', () => {
    const parsed = productInputSchema.parse({ ...valid, title: '  Red velvet cake  ' });
    expect(parsed.title).toBe('Red velvet cake');
    expect(parsed.deliveryAreas).toHaveLength(2);
  });

  it('says what is wrong with each field', () => {
    expect(messagesFor({ ...valid, priceKobo: 0 })).toEqual({
      priceKobo: 'Enter a price above ₦0',
    });
    expect(messagesFor({ ...valid, priceKobo: -100 })).toEqual({
      priceKobo: 'Enter a price above ₦0',
    });
    expect(messagesFor({ ...valid, priceKobo: naira(10_000_000) + 1 })).toEqual({
      priceKobo: 'The price can be at most ₦10,000,000',
    });
    expect(messagesFor({ ...valid, priceKobo: 12.5 })).toEqual({
      priceKobo: 'Enter the price in naira',
    });
    expect(messagesFor({ ...valid, stock: -1 })).toEqual({ stock: 'Stock cannot be below 0' });
    expect(messagesFor({ ...valid, category: 'Cars' })).toEqual({
      category: 'Choose one of the categories',
    });
    expect(messagesFor({ ...valid, description: 'Too short' })).toEqual({
      description: 'Description should be at least 20 characters',
    });
    expect(
      messagesFor({ ...valid, photoIds: Array.from({ length: 6 }, (_, i) => `media_${i}xxxxxxx`) }),
    ).toEqual({
      photoIds: 'Add at most 5 photos',
    });
    expect(messagesFor({ ...valid, photoIds: ['media_abc12345', 'media_abc12345'] })).toEqual({
      photoIds: 'A photo is added twice',
    });
    expect(messagesFor({ ...valid, deliveryAreas: [] })).toEqual({
      deliveryAreas: 'Add at least one place you deliver to',
    });
    expect(messagesFor({ ...valid, deliveryAreas: [{ country: 'Atlantis', city: '' }] })).toEqual({
      'deliveryAreas.0.country': 'Choose a delivery country',
    });
    expect(
      messagesFor({
        ...valid,
        deliveryAreas: [
          { country: 'Nigeria', city: 'Lagos' },
          { country: 'Nigeria', city: 'lagos ' },
        ],
      }),
    ).toEqual({ deliveryAreas: 'A delivery area is listed twice' });
  });

  it('keeps markup typed into a text field as text, to be shown as text', () => {
    const parsed = productInputSchema.parse({ ...valid, title: '<b>Cake</b> & <i>cream</i>' });
    expect(parsed.title).toBe('<b>Cake</b> & <i>cream</i>');
  });
});

describe('searching', () => {
  it('keeps a search safe to show: no control characters, one space between words, bounded', () => {
    expect(normalizeSearchText('  red\u0000velvet\n\tcake  ')).toBe('red velvet cake');
    expect(Array.from(normalizeSearchText('🎂'.repeat(10_000)))).toHaveLength(SEARCH_TEXT_MAX);
  });

  it('looks only for words of letters and digits, whatever is typed', () => {
    expect(searchTokens('Red  velvet CAKE')).toEqual(['red', 'velvet', 'cake']);
    expect(searchTokens('"cake" OR 1=1--')).toEqual(['cake', 'or', '1']);
    expect(searchTokens('NEAR(cake* :*&|! bouquet')).toEqual(['near', 'cake', 'bouquet']);
    expect(searchTokens('crème brûlée')).toEqual(['crème', 'brûlée']);
    expect(searchTokens('"*:()')).toEqual([]);
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTokens('cake cake Cake')).toEqual(['cake']);
    for (const token of searchTokens('x'.repeat(500))) expect(token.length).toBeLessThanOrEqual(40);
  });
});

describe('product addresses', () => {
  it('are readable, and carry the reference that finds the product', () => {
    expect(slugify('Crème Brûlée Cake!')).toBe('creme-brulee-cake');
    expect(slugify('🎁')).toBe('gift');
    expect(slugify(`${'Long name '.repeat(20)}`).length).toBeLessThanOrEqual(60);
    const path = productPath('k3j9x2ab7q', 'Red Velvet Cake');
    expect(path).toBe('/gifts/red-velvet-cake-k3j9x2ab7q');
    expect(productRefOf(path.slice('/gifts/'.length))).toBe('k3j9x2ab7q');
    expect(productRefOf('k3j9x2ab7q')).toBe('k3j9x2ab7q');
    expect(productRefOf('red-velvet-cake')).toBeNull();
  });
});

describe('the marketplace’s address', () => {
  it('reads a shared search', () => {
    expect(
      marketplaceQuerySchema.parse({
        q: ' red  cake ',
        category: 'Cakes & Pastries',
        stock: 'in',
        minPrice: '5000',
        maxPrice: '20000',
        city: ' Lagos ',
        sort: 'price-asc',
        page: '2',
      }),
    ).toEqual({
      q: 'red cake',
      category: 'Cakes & Pastries',
      stock: 'in',
      minPrice: 5000,
      maxPrice: 20000,
      city: 'Lagos',
      sort: 'price-asc',
      page: 2,
    });
  });

  it('falls back to its defaults for anything it cannot read, never failing', () => {
    const parsed = marketplaceQuerySchema.parse({
      q: '',
      category: 'Cars',
      stock: 'maybe',
      minPrice: '-5',
      maxPrice: 'lots',
      city: '   ',
      sort: 'cheapest',
      page: '0',
    });
    expect(parsed).toEqual({
      q: undefined,
      category: undefined,
      stock: undefined,
      minPrice: undefined,
      maxPrice: undefined,
      city: undefined,
      sort: undefined,
      page: undefined,
    });
    expect(marketplaceQuerySchema.parse({ q: 'x'.repeat(10_000) }).q).toHaveLength(SEARCH_TEXT_MAX);
  });
});
