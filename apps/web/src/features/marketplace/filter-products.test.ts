import { describe, expect, it } from 'vitest';
import { ALL_GIFTS, filterProducts, hasActiveFilters, NO_FILTERS } from './filter-products';
import { SAMPLE_PRODUCTS } from './products';

const titles = (filters: Partial<typeof NO_FILTERS>) =>
  filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, ...filters }).map((product) => product.title);

describe('filterProducts', () => {
  it('keeps every product, in order, without filters', () => {
    expect(filterProducts(SAMPLE_PRODUCTS, NO_FILTERS)).toEqual(SAMPLE_PRODUCTS);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
  });

  it('searches title, category and description, ignoring case and extra spaces', () => {
    expect(titles({ query: '  ROSE ' })).toEqual([
      'Blush Rose Bouquet',
      'Teddy & Chocolates Love Pack',
    ]);
    expect(titles({ query: 'lip gloss trio' })).toEqual(['Lip Gloss Trio: Nude, Berry & Clear']);
    expect(titles({ query: 'perfumes' })).toHaveLength(2);
    expect(titles({ query: 'unicorn' })).toEqual([]);
    expect(hasActiveFilters({ ...NO_FILTERS, query: '   ' })).toBe(false);
  });

  it('filters by category; All Gifts shows every category', () => {
    expect(titles({ category: 'Jewelry' })).toEqual([
      'Gold Heart Pendant Necklace',
      'Sterling Silver Promise Ring',
    ]);
    expect(titles({ category: ALL_GIFTS })).toHaveLength(SAMPLE_PRODUCTS.length);
  });

  it('filters by stock, and combines every filter', () => {
    const inStock = filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, stock: 'in-stock' });
    const outOfStock = filterProducts(SAMPLE_PRODUCTS, { ...NO_FILTERS, stock: 'out-of-stock' });
    expect(inStock.every((product) => product.inStock)).toBe(true);
    expect(outOfStock.every((product) => !product.inStock)).toBe(true);
    expect(inStock.length + outOfStock.length).toBe(SAMPLE_PRODUCTS.length);
    expect(titles({ category: 'Bouquets', stock: 'in-stock' })).toEqual(['Blush Rose Bouquet']);
    expect(titles({ category: 'Bouquets', stock: 'in-stock', query: 'sunflower' })).toEqual([]);
  });
});
