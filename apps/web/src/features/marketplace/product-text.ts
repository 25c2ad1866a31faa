import type { DeliveryArea } from '@greetly/domain/schemas/products';

/** How much notice a gift needs: a cake is baked to order, a bottle of perfume is on the shelf. */
export function leadTimeText(days: number): string {
  if (days <= 0) return 'Ready to send the same day';
  return days === 1 ? 'Needs 1 day’s notice' : `Needs ${days} days’ notice`;
}

/** Where one delivery area reaches: 'Nigeria — Lagos', or 'Ghana — anywhere' for a whole country. */
export function deliveryAreaText({ country, city }: DeliveryArea): string {
  return `${country} — ${city || 'anywhere'}`;
}

/** How many are left, as a shopper reads it. */
export function stockText(stock: number): string {
  return stock > 0 ? `In stock (${stock.toLocaleString('en-NG')} left)` : 'Out of stock';
}
