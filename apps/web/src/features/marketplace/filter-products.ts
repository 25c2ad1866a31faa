import type { GiftCategory, Product } from './products';

export const ALL_GIFTS = 'All Gifts';

export type CategoryFilter = typeof ALL_GIFTS | GiftCategory;

/**
 * The stock filter is one choice out of two that can also be left empty: 'all' means neither
 * In Stock nor Out of Stock is selected, so every product shows. Selecting both at once would
 * mean the same as selecting none, so the two are exclusive and pressing the active one again
 * clears it.
 */
export type StockFilter = 'all' | 'in-stock' | 'out-of-stock';

export interface ProductFilters {
  query: string;
  category: CategoryFilter;
  stock: StockFilter;
}

export const NO_FILTERS: ProductFilters = { query: '', category: ALL_GIFTS, stock: 'all' };

export function hasActiveFilters(filters: ProductFilters): boolean {
  return filters.query.trim() !== '' || filters.category !== ALL_GIFTS || filters.stock !== 'all';
}

/**
 * The products that pass every filter, in their original order. The search is case-insensitive
 * and every word typed must appear somewhere in the title, category or description, so
 * "rose bouquet" finds the rose bouquet and "gold" finds everything golden.
 */
export function filterProducts(
  products: readonly Product[],
  { query, category, stock }: ProductFilters,
): Product[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return products.filter((product) => {
    if (category !== ALL_GIFTS && product.category !== category) return false;
    if (stock === 'in-stock' && !product.inStock) return false;
    if (stock === 'out-of-stock' && product.inStock) return false;
    const haystack = `${product.title} ${product.category} ${product.blurb}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
