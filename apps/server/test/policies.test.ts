import { describe, expect, it } from 'vitest';
import { type Actor, authorize, can } from '../src/policies/policies.ts';

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

  it.each(['view', 'edit'] as const)('a business profile: only its vendor may %s it', (action) => {
    expect(can(vendor, action, 'vendorProfile', { owner_id: 'u-vendor' })).toBe(true);
    expect(can(owner, action, 'vendorProfile', { owner_id: 'u-owner' })).toBe(false);
    expect(can(other, action, 'vendorProfile', { owner_id: 'u-vendor' })).toBe(false);
    expect(can(guest, action, 'vendorProfile', { owner_id: 'u-vendor' })).toBe(false);
  });

  it('a role counts wherever the user holds it among others; admins review but do not edit shops', () => {
    const vendorWhoSendsCards: Actor = { id: 'u-both', roles: ['gifter', 'vendor'] };
    expect(can(vendorWhoSendsCards, 'edit', 'vendorProfile', { owner_id: 'u-both' })).toBe(true);
    expect(can(vendorWhoSendsCards, 'view', 'card', { user_id: 'u-both' })).toBe(true);
    expect(can(admin, 'view', 'vendorProfile', { owner_id: 'u-vendor' })).toBe(true);
    expect(can(admin, 'edit', 'vendorProfile', { owner_id: 'u-vendor' })).toBe(false);
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
      refusal(() => authorize(owner, 'edit', 'vendorProfile', { owner_id: 'u-owner' }, messages)),
    ).toEqual({ statusCode: 403, code: 'forbidden', message: 'No.' });
  });
});
