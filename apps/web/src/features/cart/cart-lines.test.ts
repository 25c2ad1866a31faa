import { describe, expect, it } from 'vitest';
import {
  addedQuantity,
  type CartItem,
  cartSummary,
  type KeptCartItem,
  noticeOf,
  quotedLine,
  withAdded,
  withQuantity,
} from './cart-lines';

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  ref: 'cake000001',
  path: '/gifts/red-velvet-cake-cake000001',
  title: 'Red Velvet Cake',
  priceKobo: 850_000,
  photoUrl: null,
  shopName: 'Sweet Crumbs',
  quantity: 2,
  stock: 5,
  addedAt: '2026-01-01T00:00:00.000Z',
  priceWhenAddedKobo: 850_000,
  available: true,
  notice: null,
  ...overrides,
});

describe('cart lines', () => {
  it('name the most serious change of a line, as the server does', () => {
    expect(noticeOf(line())).toBeNull();
    expect(noticeOf(line({ priceKobo: 900_000 }))).toBe('price_changed');
    expect(noticeOf(line({ priceKobo: 900_000, quantity: 6 }))).toBe('low_stock');
    expect(noticeOf(line({ priceKobo: 900_000, stock: 0 }))).toBe('out_of_stock');
    expect(noticeOf(line({ stock: 0, available: false }))).toBe('unavailable');
  });

  it('show a guest’s line as the marketplace has its gift now, the kept price as the one added at', () => {
    const { priceWhenAddedKobo: _, available: __, notice: ___, ...rest } = line({ quantity: 3 });
    const kept: KeptCartItem = rest;
    expect(quotedLine(kept, undefined)).toEqual(line({ quantity: 3 }));
    expect(quotedLine(kept, { available: true, priceKobo: 850_000, stock: 5 })).toEqual(
      line({ quantity: 3 }),
    );
    expect(quotedLine(kept, { available: true, priceKobo: 900_000, stock: 5 })).toEqual(
      line({ quantity: 3, priceKobo: 900_000, notice: 'price_changed' }),
    );
    expect(quotedLine(kept, { available: true, priceKobo: 900_000, stock: 2 })).toEqual(
      line({ quantity: 3, priceKobo: 900_000, stock: 2, notice: 'low_stock' }),
    );
    expect(quotedLine(kept, { available: true, priceKobo: 850_000, stock: 0 })).toMatchObject({
      stock: 0,
      notice: 'out_of_stock',
    });
    expect(quotedLine(kept, { available: false })).toEqual(
      line({ quantity: 3, available: false, notice: 'unavailable' }),
    );
  });

  it('count only what can be bought, at today’s prices', () => {
    expect(
      cartSummary([
        line({ quantity: 2 }),
        line({ ref: 'scarce0001', quantity: 4, stock: 1, priceKobo: 200_000 }),
        line({ ref: 'soldout001', quantity: 3, stock: 0 }),
        line({ ref: 'delisted01', quantity: 1, available: false }),
      ]),
    ).toEqual({ itemCount: 3, subtotalKobo: 1_900_000 });
    expect(cartSummary([])).toEqual({ itemCount: 0, subtotalKobo: 0 });
  });

  it('add up to the stock, never taking away', () => {
    expect(addedQuantity(0, 2, 5)).toBe(2);
    expect(addedQuantity(4, 3, 5)).toBe(5);
    expect(addedQuantity(7, 1, 5)).toBe(7);
    expect(addedQuantity(1, -3, 5)).toBe(1);

    const cake = line({ quantity: 4 });
    const added = withAdded([cake], cake, 3, '2026-02-01T00:00:00.000Z');
    expect(added.result).toEqual({ added: 1, quantity: 5 });
    expect(added.items[0]).toMatchObject({ quantity: 5, addedAt: cake.addedAt });
    const none = withAdded([cake], { ...cake, stock: 4 }, 1, '2026-02-01T00:00:00.000Z');
    expect(none).toEqual({ items: [cake], result: { added: 0, quantity: 4 } });
  });

  it('set a quantity at the price shown now, and take a line out at 0', () => {
    const changed = line({ priceKobo: 900_000, notice: 'price_changed', quantity: 6, stock: 3 });
    expect(withQuantity([changed], changed.ref, 2)).toEqual([
      { ...changed, quantity: 2, priceWhenAddedKobo: 900_000, notice: null },
    ]);
    expect(withQuantity([changed, line({ ref: 'other00001' })], changed.ref, 0)).toEqual([
      line({ ref: 'other00001' }),
    ]);
  });
});
