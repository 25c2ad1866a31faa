import { SEARCH_TEXT_MAX } from '@greetly/domain/catalog/products';
import { describe, expect, it } from 'vitest';
import { marketplaceSearchOf, NO_SEARCH, readMarketplaceQuery } from './marketplace-address';

describe('the marketplace search in the address', () => {
  it('writes a search the way it reads it back, page 1 left out', () => {
    const search = marketplaceSearchOf({
      q: 'red velvet',
      category: 'Cakes & Pastries',
      stock: 'in',
      minPrice: 5000,
      city: 'Lagos',
      sort: 'price-asc',
      page: 1,
    });
    expect(search).toBe(
      '?q=red+velvet&category=Cakes+%26+Pastries&stock=in&minPrice=5000&city=Lagos&sort=price-asc',
    );
    expect(readMarketplaceQuery(new URLSearchParams(search))).toEqual({
      q: 'red velvet',
      category: 'Cakes & Pastries',
      stock: 'in',
      minPrice: 5000,
      city: 'Lagos',
      sort: 'price-asc',
    });
    expect(marketplaceSearchOf(NO_SEARCH)).toBe('');
  });

  it('keeps a pasted essay to the words the server reads, so the address can be reloaded', () => {
    const search = marketplaceSearchOf({ ...NO_SEARCH, q: `cake ${'x'.repeat(20_000)}` });
    const q = new URLSearchParams(search).get('q') ?? '';
    expect(Array.from(q)).toHaveLength(SEARCH_TEXT_MAX);
    expect(q.startsWith('cake x')).toBe(true);
  });
});
