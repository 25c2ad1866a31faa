import type { Generated } from 'kysely';
import type { IsoTime } from './time.ts';

// The tables of billing (the payments ledger, card credits), as migrated (test/schema-types.test.ts holds them to it).

export type PaymentStatus = 'initialized' | 'paid' | 'failed' | 'abandoned' | 'refunded';

/** What a payment pays for: an order, a ₦800 card, or a pack of credits (decision 0041). */
export type PaymentPurpose = 'order' | 'card' | 'pack';

/**
 * The one payments ledger (migration 0023): each attempt at paying toward a target through a
 * provider, by a unique reference. Several payers may pay toward one target.
 */
export interface PaymentTable {
  id: string;
  purpose: PaymentPurpose;
  /** The order's or the card's id; null for a pack (and for a card since deleted). */
  target_id: string | null;
  payer_id: string;
  /** The credits a pack gives; null otherwise. */
  credits: number | null;
  provider: string;
  reference: string;
  amount_kobo: number;
  currency: string;
  status: PaymentStatus;
  redirect_url: string | null;
  paid_at: IsoTime | null;
  refunded_kobo: Generated<number>;
  /** Why a whole refund was asked for (its target could not take the money); null until then. */
  refund_reason: string | null;
  created_at: IsoTime;
  updated_at: IsoTime;
}

/** A provider event already applied, by a unique key. */
export interface PaymentEventTable {
  key: string;
  reference: string;
  event: string;
  received_at: IsoTime;
}

export type CardCreditReason = 'pack' | 'referral' | 'loyalty' | 'card' | 'card_refund';

/** One change of an account's card credits (migration 0017): +n granted, -1 spent on a card. */
export interface CardCreditTable {
  id: string;
  user_id: string;
  delta: number;
  reason: CardCreditReason;
  /** Unique: the same grant or spend is written once. */
  key: string;
  card_id: string | null;
  note: string | null;
  created_at: IsoTime;
}
