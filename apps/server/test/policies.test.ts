import { describe, expect, it } from 'vitest';
import { type Actor, authorize, can } from '../src/platform/policies/policies.ts';

const owner: Actor = { id: 'u-owner', roles: ['gifter'] };
const other: Actor = { id: 'u-other', roles: ['gifter'] };
const vendor: Actor = { id: 'u-vendor', roles: ['vendor'] };
const admin: Actor = { id: 'u-admin', roles: ['gifter', 'admin'] };
const guest: Actor = null;

describe('policies', () => {
  const card = { user_id: 'u-owner' };
  const media = { owner_id: 'u-owner' };

  it.each(['view', 'edit', 'cancel', 'resend'] as const)(
    'a card: only its owner may %s it',
    (action) => {
      expect(can(owner, action, 'card', card)).toBe(true);
      expect(can(other, action, 'card', card)).toBe(false);
      expect(can(vendor, action, 'card', card)).toBe(false);
      expect(can(admin, action, 'card', card)).toBe(false);
      expect(can(guest, action, 'card', card)).toBe(false);
    },
  );

  it.each(['view', 'attach'] as const)('media: only its owner may %s it', (action) => {
    expect(can(owner, action, 'media', media)).toBe(true);
    expect(can(other, action, 'media', media)).toBe(false);
    expect(can(admin, action, 'media', media)).toBe(false);
    expect(can(guest, action, 'media', media)).toBe(false);
  });

  it.each(['view', 'edit'] as const)('a shop: only its vendor may %s it', (action) => {
    expect(can(vendor, action, 'shop', { owner_id: 'u-vendor' })).toBe(true);
    expect(can(owner, action, 'shop', { owner_id: 'u-owner' })).toBe(false);
    expect(can(other, action, 'shop', { owner_id: 'u-vendor' })).toBe(false);
    expect(can(guest, action, 'shop', { owner_id: 'u-vendor' })).toBe(false);
  });

  it('a role counts wherever the user holds it among others; admins review but do not edit shops', () => {
    const vendorWhoSendsCards: Actor = { id: 'u-both', roles: ['gifter', 'vendor'] };
    expect(can(vendorWhoSendsCards, 'edit', 'shop', { owner_id: 'u-both' })).toBe(true);
    expect(can(vendorWhoSendsCards, 'view', 'card', { user_id: 'u-both' })).toBe(true);
    expect(can(admin, 'view', 'shop', { owner_id: 'u-vendor' })).toBe(true);
    expect(can(admin, 'edit', 'shop', { owner_id: 'u-vendor' })).toBe(false);
  });

  it('a shop: any signed-in account may open its own; only its vendor manages its products', () => {
    expect(can(owner, 'open', 'shop', { owner_id: 'u-owner' })).toBe(true);
    expect(can(vendor, 'open', 'shop', { owner_id: 'u-vendor' })).toBe(true);
    expect(can(other, 'open', 'shop', { owner_id: 'u-owner' })).toBe(false);
    expect(can(guest, 'open', 'shop', { owner_id: 'u-owner' })).toBe(false);

    expect(can(vendor, 'manageProducts', 'shop', { owner_id: 'u-vendor' })).toBe(true);
    // The owner of a shop whose vendor role was taken away, another vendor, an admin, a guest.
    expect(can(owner, 'manageProducts', 'shop', { owner_id: 'u-owner' })).toBe(false);
    expect(can(vendor, 'manageProducts', 'shop', { owner_id: 'u-owner' })).toBe(false);
    expect(can(admin, 'manageProducts', 'shop', { owner_id: 'u-vendor' })).toBe(false);
    expect(can(guest, 'manageProducts', 'shop', { owner_id: 'u-vendor' })).toBe(false);
  });

  it.each(['view', 'edit', 'changeStatus', 'delete'] as const)(
    "a product: only its shop's vendor may %s it",
    (action) => {
      const product = { owner_id: 'u-vendor' };
      const otherVendor: Actor = { id: 'u-other-vendor', roles: ['vendor'] };
      expect(can(vendor, action, 'product', product)).toBe(true);
      expect(can(otherVendor, action, 'product', product)).toBe(false);
      expect(can(admin, action, 'product', product)).toBe(false);
      expect(can(guest, action, 'product', product)).toBe(false);
      expect(can({ id: 'u-vendor', roles: ['gifter'] }, action, 'product', product)).toBe(false);
    },
  );

  it('shop reviews: admins only', () => {
    expect(can(admin, 'review', 'shopReviews', {})).toBe(true);
    expect(can(vendor, 'review', 'shopReviews', {})).toBe(false);
    expect(can(owner, 'review', 'shopReviews', {})).toBe(false);
    expect(can(guest, 'review', 'shopReviews', {})).toBe(false);
  });

  it('coupons: admins only manage them', () => {
    expect(can(admin, 'manage', 'coupons', {})).toBe(true);
    expect(can(vendor, 'manage', 'coupons', {})).toBe(false);
    expect(can(owner, 'manage', 'coupons', {})).toBe(false);
    expect(can(guest, 'manage', 'coupons', {})).toBe(false);
    const messages = { notFound: 'Nothing here.', forbidden: 'Only admins manage coupons.' };
    expect(() => authorize(owner, 'manage', 'coupons', {}, messages)).toThrow(
      'Only admins manage coupons.',
    );
  });

  it('refuses a private resource with the same 404 as a missing one, and others with 403', () => {
    const messages = { notFound: 'This card does not exist.', forbidden: 'No.' };
    const refusal = (run: () => void) => {
      try {
        run();
      } catch (error) {
        const { statusCode, code, message } = error as {
          statusCode: number;
          code: string;
          message: string;
        };
        return { statusCode, code, message };
      }
      return undefined;
    };
    const missing = refusal(() => authorize(other, 'view', 'card', undefined, messages));
    const someoneElses = refusal(() => authorize(other, 'view', 'card', card, messages));
    expect(missing).toEqual({ statusCode: 404, code: 'not_found', message: messages.notFound });
    expect(someoneElses).toEqual(missing);
    expect(refusal(() => authorize(owner, 'view', 'card', card, messages))).toBeUndefined();
    expect(
      refusal(() => authorize(owner, 'edit', 'shop', { owner_id: 'u-owner' }, messages)),
    ).toEqual({ statusCode: 403, code: 'forbidden', message: 'No.' });
    // Another shop's product is hidden exactly like a missing one; a non-admin reviewer is told no.
    const otherShops = refusal(() =>
      authorize(other, 'edit', 'product', { owner_id: 'u-vendor' }, messages),
    );
    expect(otherShops).toEqual(missing);
    expect(refusal(() => authorize(vendor, 'review', 'shopReviews', {}, messages))).toEqual({
      statusCode: 403,
      code: 'forbidden',
      message: 'No.',
    });
  });
});
