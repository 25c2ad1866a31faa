import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../session/session-context';
import {
  addToCart,
  CART_STORAGE_KEY,
  type CartProduct,
  cartSummary,
  getCart,
  type KeptCartItem,
  parseCart,
  removeFromCart,
  setCartQuantity,
  useCart,
  useCartCount,
} from './cart-store';

// The hooks follow the session (a guest here): they are used inside its provider, as in the app.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SessionProvider>{children}</SessionProvider>
);

const CAKE: CartProduct = {
  ref: 'cake000001',
  path: '/gifts/red-velvet-cake-cake000001',
  title: 'Red Velvet Cake',
  priceKobo: 850_000,
  photoUrl: '/media/photo-cake',
  shopName: 'Sweet Crumbs',
  stock: 3,
};
const ROSES: CartProduct = {
  ref: 'roses00001',
  path: '/gifts/blush-roses-roses00001',
  title: 'Blush Roses',
  priceKobo: 1_500_000,
  photoUrl: null,
  shopName: 'Petal & Stem',
  stock: 10,
};

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');
const line = (product: CartProduct, quantity: number): KeptCartItem => ({
  ...product,
  quantity,
  addedAt: '2026-01-01T00:00:00.000Z',
});

describe('the kept cart', () => {
  it('adds a product, adds more of it up to its stock, and says how many were added', () => {
    expect(addToCart(CAKE)).toEqual({ added: 1, quantity: 1 });
    expect(addToCart(CAKE, 5)).toEqual({ added: 2, quantity: 3 });
    expect(addToCart(CAKE)).toEqual({ added: 0, quantity: 3 });
    expect(addToCart({ ...ROSES, stock: 0 })).toEqual({ added: 0, quantity: 0 });
    expect(addToCart(ROSES, 2)).toEqual({ added: 2, quantity: 2 });

    expect(stored()).toEqual([
      { ...CAKE, quantity: 3, addedAt: expect.any(String) },
      { ...ROSES, quantity: 2, addedAt: expect.any(String) },
    ]);
    expect(cartSummary(getCart())).toEqual({ itemCount: 5, subtotalKobo: 5_550_000 });
    // Nothing is known to have changed about a guest's gifts.
    expect(getCart()[0]).toMatchObject({
      priceWhenAddedKobo: CAKE.priceKobo,
      available: true,
      notice: null,
    });
  });

  it('sets a quantity between 1 and the stock (0 takes the line out), and removes a line', () => {
    addToCart(CAKE);
    addToCart(ROSES);
    setCartQuantity(CAKE.ref, 99);
    expect(getCart()[0]?.quantity).toBe(3);
    setCartQuantity(CAKE.ref, 2.7);
    expect(getCart()[0]?.quantity).toBe(2);
    setCartQuantity(CAKE.ref, Number.NaN);
    expect(getCart()[0]?.quantity).toBe(2);
    setCartQuantity(CAKE.ref, -4);
    expect(getCart().map((item) => [item.ref, item.quantity])).toEqual([[ROSES.ref, 1]]);
    expect(cartSummary(getCart())).toEqual({ itemCount: 1, subtotalKobo: 1_500_000 });
    addToCart(CAKE);

    removeFromCart(CAKE.ref);
    expect(getCart().map((item) => item.ref)).toEqual([ROSES.ref]);
    expect(stored()).toEqual([{ ...ROSES, quantity: 1, addedAt: expect.any(String) }]);
    removeFromCart('nothing123');
    expect(getCart()).toHaveLength(1);
  });

  it('is read back from storage after a reload', async () => {
    addToCart(CAKE, 2);
    vi.resetModules();
    const reloaded = await import('./cart-store');
    expect(reloaded.getKeptCart()).toEqual([{ ...CAKE, quantity: 2, addedAt: expect.any(String) }]);
  });

  it('treats anything unreadable in storage as no cart, keeping the lines that are lines', () => {
    for (const raw of ['not json', '{"items":[]}', 'null', '42', '"cart"']) {
      expect(parseCart(raw)).toEqual([]);
    }
    const valid = line(CAKE, 2);
    const raw = JSON.stringify([
      valid,
      { ...valid, ref: 'other00001', quantity: -1 },
      { ...valid, ref: 'other00002', path: 'javascript:alert(1)' },
      { ...valid, ref: 'other00003', priceKobo: '8500' },
      { ...valid, ref: 'other00004', photoUrl: 42 },
      { ...valid, ref: 'NOT A REF' },
      { ...valid, ref: 'other00005', quantity: 7 },
      valid,
      null,
      'line',
    ]);
    expect(parseCart(raw)).toEqual([valid, { ...valid, ref: 'other00005', quantity: 3 }]);

    localStorage.setItem(CART_STORAGE_KEY, '{broken');
    const { result } = renderHook(() => useCartCount(), { wrapper });
    expect(result.current).toBe(0);
    act(() => {
      expect(addToCart(CAKE)).toEqual({ added: 1, quantity: 1 });
    });
    expect(result.current).toBe(1);
  });

  it('follows changes made in another tab (the storage event)', () => {
    const { result } = renderHook(() => ({ items: useCart(), count: useCartCount() }), {
      wrapper,
    });
    expect(result.current.count).toBe(0);

    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(CAKE, 2), line(ROSES, 1)]));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'another-key' }));
    });
    expect(result.current.count).toBe(0);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current.count).toBe(3);
    expect(result.current.items.map((item) => item.title)).toEqual([
      'Red Velvet Cake',
      'Blush Roses',
    ]);

    // Another tab cleared the site's storage.
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current.count).toBe(0);
  });

  it('keeps working on the page when storage refuses to save', async () => {
    vi.resetModules();
    const cart = await import('./cart-store');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Full', 'QuotaExceededError');
    });
    try {
      expect(cart.addToCart(CAKE, 2)).toEqual({ added: 2, quantity: 2 });
      expect(cart.getCart().map((item) => item.quantity)).toEqual([2]);
      expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });
});
