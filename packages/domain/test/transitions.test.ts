import { describe, expect, it } from 'vitest';
import {
  assertMoves,
  CARD_STATUSES,
  CARD_TRANSITIONS,
  type CardStatus,
  canMove,
  FULFILMENT_STATUSES,
  FULFILMENT_TRANSITIONS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PRODUCT_STATUSES,
  PRODUCT_TRANSITIONS,
  SHOP_STATUSES,
  SHOP_TRANSITIONS,
  type Transitions,
} from '../src/index.ts';

const TABLES: [string, readonly string[], Transitions<string>][] = [
  ['order', ORDER_STATUSES, ORDER_TRANSITIONS],
  ['shipment', FULFILMENT_STATUSES, FULFILMENT_TRANSITIONS],
  ['card', CARD_STATUSES, CARD_TRANSITIONS],
  ['product', PRODUCT_STATUSES, PRODUCT_TRANSITIONS],
  ['shop', SHOP_STATUSES, SHOP_TRANSITIONS],
];

describe('the state machines', () => {
  it.each(TABLES)(
    'of a %s: every status has its row, and moves only to known statuses',
    (_, statuses, table) => {
      expect(Object.keys(table).sort()).toEqual([...statuses].sort());
      for (const moves of Object.values(table)) {
        for (const to of moves) expect(statuses).toContain(to);
        expect(new Set(moves).size).toBe(moves.length);
      }
    },
  );

  it('moves a card as the server does, and a sent or cancelled one no further back', () => {
    const moves = (from: CardStatus) => [...CARD_TRANSITIONS[from]].sort();
    // Its payment lets it go, or wait for its sender's address; or the sender cancels it.
    expect(moves('awaiting_payment')).toEqual(['cancelled', 'scheduled', 'sending', 'waiting']);
    // Confirming the address lets it go.
    expect(moves('waiting')).toEqual(['cancelled', 'scheduled', 'sending']);
    // The worker sends it, keeps it waiting, fails it or tries again; the sender may cancel a scheduled one.
    expect(moves('scheduled')).toEqual(['cancelled', 'failed', 'sending', 'sent', 'waiting']);
    expect(moves('sending')).toEqual(['failed', 'sending', 'sent', 'waiting']);
    expect(moves('failed')).toEqual(['sending']);
    expect(moves('sent')).toEqual(['opened']);
    expect(moves('opened')).toEqual([]);
    expect(moves('cancelled')).toEqual([]);
    for (const from of CARD_STATUSES) {
      expect(canMove(CARD_TRANSITIONS, from, 'awaiting_payment')).toBe(false);
    }
  });

  it('lets an admin approve or reject a shop either way, and a rejected shop be sent again', () => {
    expect([...SHOP_TRANSITIONS.pending].sort()).toEqual(['approved', 'rejected']);
    expect(SHOP_TRANSITIONS.approved).toEqual(['rejected']);
    expect([...SHOP_TRANSITIONS.rejected].sort()).toEqual(['approved', 'pending']);
    expect(canMove(SHOP_TRANSITIONS, 'approved', 'pending')).toBe(false);
  });
});

describe('assertMoves', () => {
  it('passes when every move is in the table', () => {
    expect(() =>
      assertMoves('order', ORDER_TRANSITIONS, ['pending_payment', 'payment_failed'], 'paid'),
    ).not.toThrow();
  });

  it('throws a plain Error naming each move the table does not have', () => {
    expect(() =>
      assertMoves('order', ORDER_TRANSITIONS, ['pending_payment', 'paid', 'cancelled'], 'paid'),
    ).toThrow(new Error('order: paid → paid, cancelled → paid is not a move of its state machine'));
    expect(() => assertMoves('card', CARD_TRANSITIONS, ['sent'], 'sending')).toThrow(
      'card: sent → sending',
    );
  });

  it('throws when no status to move from is given', () => {
    expect(() => assertMoves('shop', SHOP_TRANSITIONS, [], 'approved')).toThrow(
      'shop: (nothing) → approved',
    );
  });
});
