import type { CheckoutFees } from '@greetly/domain';
import type { Events } from '../../platform/events.ts';
import type { PaymentProvider } from '../billing/index.ts';
import type { OrderStore } from './store.ts';

/** How long an unpaid order holds its stock (decision 0032). */
export const RESERVATION_MS = 30 * 60 * 1000;

/**
 * What one buyer's unpaid orders may hold (decision 0042): this many orders at once, one of them
 * per gift, and this many units of a gift in one order.
 */
export const UNPAID_ORDERS_MAX = 3;
export const UNITS_PER_GIFT_MAX = 10;

/** A logger as the orders feature uses it (Fastify's and the worker's both fit). */
export interface OrderLog {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** What the orders services need: the store, the payment provider (null: none configured). */
export interface OrderDeps {
  store: OrderStore;
  provider: PaymentProvider | null;
  /** The process's event bus: paying goes through the payments ledger, which says what happened. */
  events: Events;
  publicUrl: string;
  log: OrderLog;
  /** The operator's checkout fees (config); the spec's figures when left out. */
  fees?: CheckoutFees;
  now?: () => Date;
}

export const clockOf = (deps: Pick<OrderDeps, 'now'>) => deps.now?.() ?? new Date();
